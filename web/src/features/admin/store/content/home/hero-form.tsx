import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { Diapositiva, HeroBlock } from "@tienda/shared/schemas/content";
import { OrderedFields } from "../../components/ordered-fields";
import { ListAdd } from "../../components/store-form";
import { ContentFormCard } from "../../components/form-cards";
import { useStoreForm } from "../../components/use-store-form";
import { useDeleteBlock, useSaveBlock } from "../api";
import { SlideFields } from "./slide-fields";

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
  const form = useStoreForm<HeroBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.hero),
    defaultValues: stored ?? { diapositivas: [newSlide(1)] },
    save: (values) => save.mutateAsync(values),
    saved: "Hero publicado",
    failed: "No se pudo publicar el hero",
    stored,
  });
  const { errors } = form.formState;
  const list = useFieldArray({ control: form.control, name: "diapositivas" });

  return (
    <ContentFormCard
      form={form}
      title="Hero (carrusel de inicio)"
      description="Las diapositivas del primer pantallazo, en este orden. Cada una lleva tres estadísticas."
      stored={!!stored}
      testId="hero-form"
      onRemove={() => remove.mutate()}
      removing={remove.isPending}
    >
      <OrderedFields list={list} label="Diapositivas" gap="4">
        {(place) => <SlideFields place={place} control={form.control} register={form.register} errors={errors} />}
      </OrderedFields>
      <ListAdd
        error={errors.diapositivas}
        label="Agregar diapositiva"
        count={list.fields.length}
        max={6}
        onAdd={() => list.append(newSlide(list.fields.length + 1))}
      />
    </ContentFormCard>
  );
}
