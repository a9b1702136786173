import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Checkbox, Grid, Input, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { BannerBlock } from "@tienda/shared/schemas/content";
import { notify } from "@/lib/notify";
import { useDeleteBlock, useSaveBlock } from "../api";
import { BlockCard, showSaveError } from "../form-kit";
import { F } from "../../components/field";
import { notifyInvalid, STORE_FORM_MODE } from "../../components/form-validation";

const EMPTY: BannerBlock = {
  texto: "",
  textoEnlace: "",
  enlace: "/registro",
  colorDeFondo: "#000000",
  colorDeTexto: "#ffffff",
  cerrable: true,
  activo: true,
};

/** A checkbox bound to a boolean field of the form. */
function Flag({ control, name, label }: { control: never; name: "cerrable" | "activo"; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value !== false} onCheckedChange={(d) => field.onChange(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** The strip above the header: text, link, colours, closable, on or off, with a preview. */
export function BannerForm({ stored }: { stored: BannerBlock | null }) {
  const save = useSaveBlock("banner");
  const remove = useDeleteBlock("banner");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BannerBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.banner),
    defaultValues: stored ?? EMPTY,
    ...STORE_FORM_MODE,
  });
  useEffect(() => {
    if (stored) reset({ ...stored, activo: stored.activo ?? true });
  }, [stored, reset]);
  const v = useWatch({ control });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Banner publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el banner");
    }
  }, notifyInvalid);

  return (
    <BlockCard
      title="Banner superior"
      description="La franja sobre la cabecera. Apagado, los compradores no la ven y sus textos se conservan."
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="banner-form"
      onRemove={stored ? () => remove.mutate() : undefined}
      removing={remove.isPending}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <F label="Texto" error={errors.texto} required>
          <Input {...register("texto")} />
        </F>
        <F label="Texto del enlace" error={errors.textoEnlace}>
          <Input {...register("textoEnlace")} />
        </F>
        <F label="Enlace" error={errors.enlace} helper="Una ruta de la tienda (/registro) o https://" required>
          <Input {...register("enlace")} />
        </F>
        <Grid templateColumns="1fr 1fr" gap="3">
          <F label="Color de fondo" error={errors.colorDeFondo} required>
            <Input type="color" p="1" {...register("colorDeFondo")} />
          </F>
          <F label="Color del texto" error={errors.colorDeTexto} required>
            <Input type="color" p="1" {...register("colorDeTexto")} />
          </F>
        </Grid>
      </Grid>
      <Flag control={control as never} name="cerrable" label="El comprador puede cerrarlo" />
      <Flag control={control as never} name="activo" label="Mostrar el banner en la tienda" />
      <Box
        aria-label="Vista previa del banner"
        bg={v.colorDeFondo}
        color={v.colorDeTexto}
        textAlign="center"
        fontSize="sm"
        py="2"
        px="4"
        borderRadius="md"
        opacity={v.activo === false ? 0.4 : 1}
      >
        <Text as="span">{v.texto || "Texto del banner"} </Text>
        {v.textoEnlace && (
          <Text as="span" fontWeight="semibold" textDecoration="underline">
            {v.textoEnlace}
          </Text>
        )}
      </Box>
    </BlockCard>
  );
}
