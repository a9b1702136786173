import { Grid, Input } from "@chakra-ui/react";
import type { NewsletterBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";

const SECTIONS = {
  nuevos: { label: "Nuevos productos", fallback: "NUEVOS PRODUCTOS" },
  "mas-vendidos": { label: "Más vendidos", fallback: "MÁS VENDIDOS" },
} as const;

/** A product section's title (its products come from the catalogue). */
export function SectionTitleForm({
  clave,
  stored,
}: {
  clave: keyof typeof SECTIONS;
  stored: { titulo?: string } | null;
}) {
  const { form } = useBlockForm(clave, {
    stored: stored?.titulo ? stored : null,
    empty: { titulo: SECTIONS[clave].fallback },
    noun: "el título",
    fromStored: (s: { titulo?: string }) => ({ titulo: s.titulo ?? SECTIONS[clave].fallback }),
  });
  const { errors } = form.formState;
  return (
    <ContentFormCard
      form={form}
      title={`Sección «${SECTIONS[clave].label}»`}
      stored={!!stored}
      testId={`${clave}-form`}
    >
      <FormField label="Título" error={errors.titulo} required>
        <Input {...form.register("titulo")} />
      </FormField>
    </ContentFormCard>
  );
}

const EMPTY_NEWSLETTER: NewsletterBlock = {
  titulo: "",
  subtitulo: "",
  placeholderEmail: "Ingresa tu email",
  textoBoton: "Suscribirse",
};

/** The newsletter block's texts (removing it hides the sign-up section). */
export function NewsletterForm({ stored }: { stored: NewsletterBlock | null }) {
  const { form, remove } = useBlockForm("newsletter", { stored, empty: EMPTY_NEWSLETTER, noun: "el newsletter" });
  const { errors } = form.formState;
  return (
    <ContentFormCard
      form={form}
      title="Newsletter"
      stored={!!stored}
      testId="newsletter-form"
      onRemove={() => remove.mutate()}
      removing={remove.isPending}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Título" error={errors.titulo} required>
          <Input {...form.register("titulo")} />
        </FormField>
        <FormField label="Subtítulo" error={errors.subtitulo}>
          <Input {...form.register("subtitulo")} />
        </FormField>
        <FormField label="Texto del campo de email" error={errors.placeholderEmail} required>
          <Input {...form.register("placeholderEmail")} />
        </FormField>
        <FormField label="Texto del botón" error={errors.textoBoton} required>
          <Input {...form.register("textoBoton")} />
        </FormField>
      </Grid>
    </ContentFormCard>
  );
}
