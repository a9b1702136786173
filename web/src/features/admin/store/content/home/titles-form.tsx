import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input } from "@chakra-ui/react";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { NewsletterBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { ContentFormCard } from "../../components/form-cards";
import { useStoreForm } from "../../components/use-store-form";
import { useDeleteBlock, useSaveBlock } from "../api";

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
  const save = useSaveBlock(clave);
  const form = useStoreForm<{ titulo: string }, { titulo: string }, { titulo?: string }>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS[clave]),
    defaultValues: { titulo: stored?.titulo ?? SECTIONS[clave].fallback },
    save: (values) => save.mutateAsync(values),
    saved: "Título publicado",
    failed: "No se pudo publicar el título",
    stored: stored?.titulo ? stored : null,
    fromStored: (s) => ({ titulo: s.titulo ?? SECTIONS[clave].fallback }),
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
  const save = useSaveBlock("newsletter");
  const remove = useDeleteBlock("newsletter");
  const form = useStoreForm<NewsletterBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.newsletter),
    defaultValues: stored ?? EMPTY_NEWSLETTER,
    save: (values) => save.mutateAsync(values),
    saved: "Newsletter publicado",
    failed: "No se pudo publicar el newsletter",
    stored,
  });
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
