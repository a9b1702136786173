import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input } from "@chakra-ui/react";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { NewsletterBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { StoreFormCard } from "../../components/store-form";
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
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useStoreForm<{ titulo: string }, { titulo: string }, { titulo?: string }>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS[clave]),
    defaultValues: { titulo: stored?.titulo ?? SECTIONS[clave].fallback },
    save: (values) => save.mutateAsync(values),
    saved: "Título publicado",
    failed: "No se pudo publicar el título",
    stored: stored?.titulo ? stored : null,
    fromStored: (s) => ({ titulo: s.titulo ?? SECTIONS[clave].fallback }),
  });
  return (
    <StoreFormCard
      title={`Sección «${SECTIONS[clave].label}»`}
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId={`${clave}-form`}
    >
      <FormField label="Título" error={errors.titulo} required>
        <Input {...register("titulo")} />
      </FormField>
    </StoreFormCard>
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
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useStoreForm<NewsletterBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.newsletter),
    defaultValues: stored ?? EMPTY_NEWSLETTER,
    save: (values) => save.mutateAsync(values),
    saved: "Newsletter publicado",
    failed: "No se pudo publicar el newsletter",
    stored,
  });
  return (
    <StoreFormCard
      title="Newsletter"
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="newsletter-form"
      onRemove={stored ? () => remove.mutate() : undefined}
      removing={remove.isPending}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Título" error={errors.titulo} required>
          <Input {...register("titulo")} />
        </FormField>
        <FormField label="Subtítulo" error={errors.subtitulo}>
          <Input {...register("subtitulo")} />
        </FormField>
        <FormField label="Texto del campo de email" error={errors.placeholderEmail} required>
          <Input {...register("placeholderEmail")} />
        </FormField>
        <FormField label="Texto del botón" error={errors.textoBoton} required>
          <Input {...register("textoBoton")} />
        </FormField>
      </Grid>
    </StoreFormCard>
  );
}
