import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input } from "@chakra-ui/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { NewsletterBlock } from "@tienda/shared/schemas/content";
import { notify } from "@/lib/notify";
import { useDeleteBlock, useSaveBlock } from "../api";
import { BlockCard, showSaveError } from "../form-kit";
import { F } from "../../components/field";
import { notifyInvalid, STORE_FORM_MODE } from "../../components/form-validation";

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
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ titulo: string }>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS[clave]),
    defaultValues: { titulo: stored?.titulo ?? SECTIONS[clave].fallback },
    ...STORE_FORM_MODE,
  });
  useEffect(() => {
    if (stored?.titulo) reset({ titulo: stored.titulo });
  }, [stored, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Título publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el título");
    }
  }, notifyInvalid);
  return (
    <BlockCard
      title={`Sección «${SECTIONS[clave].label}»`}
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId={`${clave}-form`}
    >
      <F label="Título" error={errors.titulo} required>
        <Input {...register("titulo")} />
      </F>
    </BlockCard>
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
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NewsletterBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.newsletter),
    defaultValues: stored ?? EMPTY_NEWSLETTER,
    ...STORE_FORM_MODE,
  });
  useEffect(() => {
    if (stored) reset(stored);
  }, [stored, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Newsletter publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el newsletter");
    }
  }, notifyInvalid);
  return (
    <BlockCard
      title="Newsletter"
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="newsletter-form"
      onRemove={stored ? () => remove.mutate() : undefined}
      removing={remove.isPending}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <F label="Título" error={errors.titulo} required>
          <Input {...register("titulo")} />
        </F>
        <F label="Subtítulo" error={errors.subtitulo}>
          <Input {...register("subtitulo")} />
        </F>
        <F label="Texto del campo de email" error={errors.placeholderEmail} required>
          <Input {...register("placeholderEmail")} />
        </F>
        <F label="Texto del botón" error={errors.textoBoton} required>
          <Input {...register("textoBoton")} />
        </F>
      </Grid>
    </BlockCard>
  );
}
