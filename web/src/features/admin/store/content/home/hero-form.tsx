import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { Diapositiva, HeroBlock } from "@tienda/shared/schemas/content";
import { PlusIcon } from "@/components/ui/icons";
import { notify } from "@/lib/notify";
import { useDeleteBlock, useSaveBlock } from "../api";
import { BlockCard, listError, showSaveError } from "../form-kit";
import { SlideFields } from "./slide-fields";
import { notifyInvalid, STORE_FORM_MODE } from "../../components/form-validation";

const newSlide = (n: number): Diapositiva => ({
  id: `diapositiva-${n}`,
  titulo: "",
  descripcion: "",
  textoBoton: "Comprar Ahora",
  enlaceBoton: "/tienda",
  imagen: "",
  altImagen: "",
  tema: "light",
  estadisticas: [
    { numero: "", etiqueta: "" },
    { numero: "", etiqueta: "" },
    { numero: "", etiqueta: "" },
  ],
});

/** The home page's hero: its slides in order (at least one; removing the hero hides it). */
export function HeroForm({ stored }: { stored: HeroBlock | null }) {
  const save = useSaveBlock("hero");
  const remove = useDeleteBlock("hero");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<HeroBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.hero),
    defaultValues: stored ?? { diapositivas: [newSlide(1)] },
    ...STORE_FORM_MODE,
  });
  const list = useFieldArray({ control, name: "diapositivas" });
  useEffect(() => {
    if (stored) reset(stored);
  }, [stored, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Hero publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el hero");
    }
  }, notifyInvalid);

  return (
    <BlockCard
      title="Hero (carrusel de inicio)"
      description="Las diapositivas del primer pantallazo, en este orden. Cada una lleva tres estadísticas."
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="hero-form"
      onRemove={stored ? () => remove.mutate() : undefined}
      removing={remove.isPending}
    >
      <Stack as="ol" listStyleType="none" gap="4" aria-label="Diapositivas">
        {list.fields.map((f, i) => (
          <SlideFields
            key={f.id}
            index={i}
            count={list.fields.length}
            control={control}
            register={register}
            errors={errors}
            onMove={list.move}
            onRemove={() => list.remove(i)}
          />
        ))}
      </Stack>
      {listError(errors.diapositivas) && (
        <Text color="red.600" fontSize="sm" role="alert">
          {listError(errors.diapositivas)}
        </Text>
      )}
      <Button
        variant="outline"
        alignSelf="flex-start"
        onClick={() => list.append(newSlide(list.fields.length + 1))}
        disabled={list.fields.length >= 6}
      >
        <PlusIcon /> Agregar diapositiva
      </Button>
    </BlockCard>
  );
}
