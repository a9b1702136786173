import { useFieldArray } from "react-hook-form";
import type { Diapositiva, HeroBlock } from "@tienda/shared/schemas/content";
import { OrderedFields } from "../../components/ordered-fields";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";
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
  const { form, remove } = useBlockForm("hero", { stored, empty: { diapositivas: [newSlide(1)] }, noun: "el hero" });
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
      <OrderedFields
        list={list}
        label="Diapositivas"
        gap="4"
        add={{ label: "Agregar diapositiva", max: 6, error: errors.diapositivas, newItem: (n) => newSlide(n + 1) }}
      >
        {(place) => <SlideFields place={place} control={form.control} register={form.register} errors={errors} />}
      </OrderedFields>
    </ContentFormCard>
  );
}
