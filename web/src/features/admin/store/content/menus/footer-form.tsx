import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Grid, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { FooterBlock } from "@tienda/shared/schemas/content";
import { PlusIcon } from "@/components/ui/icons";
import { notify } from "@/lib/notify";
import { useSaveBlock } from "../api";
import { BlockCard, listError, showSaveError } from "../form-kit";
import { F } from "../../components/field";
import { ColumnFields, PaymentList, SocialList } from "./footer-lists";
import { notifyInvalid, STORE_FORM_MODE } from "../../components/form-validation";

const EMPTY: FooterBlock = {
  logo: "TIENDA",
  descripcion: "",
  redesSociales: [],
  columnas: [],
  derechosAutor: "",
  metodosPago: [],
};

/** The footer: logo, description, columns of links, social networks, payment icons, copyright. */
export function FooterForm({ stored }: { stored: FooterBlock | null }) {
  const save = useSaveBlock("footer");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FooterBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.footer),
    defaultValues: stored ?? EMPTY,
    ...STORE_FORM_MODE,
  });
  const columns = useFieldArray({ control, name: "columnas" });
  useEffect(() => {
    if (stored) reset(stored);
  }, [stored, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Pie de página publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el pie de página");
    }
  }, notifyInvalid);
  const lists = { control, register, errors };
  return (
    <BlockCard
      title="Pie de página"
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="footer-form"
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <F label="Logo (texto)" error={errors.logo} required>
          <Input {...register("logo")} />
        </F>
        <F label="Derechos de autor" error={errors.derechosAutor}>
          <Input {...register("derechosAutor")} />
        </F>
      </Grid>
      <F label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...register("descripcion")} />
      </F>
      <Text fontWeight="semibold">Columnas de enlaces</Text>
      <Stack as="ol" listStyleType="none" gap="2" aria-label="Columnas">
        {columns.fields.map((f, i) => (
          <ColumnFields key={f.id} index={i} onRemove={() => columns.remove(i)} {...lists} />
        ))}
      </Stack>
      {listError(errors.columnas) && (
        <Text color="red.600" fontSize="sm" role="alert">
          {listError(errors.columnas)}
        </Text>
      )}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => columns.append({ titulo: "", links: [] })}
        disabled={columns.fields.length >= 6}
      >
        <PlusIcon /> Agregar columna
      </Button>
      <SocialList {...lists} />
      <PaymentList {...lists} />
    </BlockCard>
  );
}
