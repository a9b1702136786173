import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Grid, Input, Text, Textarea } from "@chakra-ui/react";
import { useEffect } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { z } from "@tienda/shared/zod-es";
import type { PaginaInfo, PaginaInfoWrite } from "@tienda/shared/schemas/content-write";
import { FormField } from "@/components/ui/form-field";
import { InfoPageView } from "@/features/pages";
import { OrderedFields, OrderedItem } from "../../components/ordered-fields";
import { ContentFormCard } from "../../components/form-cards";
import { useStoreForm } from "../../components/use-store-form";
import { useDeletePage, useSavePage } from "../api";

/** The form holds paragraphs as one text (blank line between them) and the list one item a line. */
interface SectionValues {
  titulo: string;
  parrafos: string;
  lista: string;
}
interface PageValues {
  titulo: string;
  resumen: string;
  secciones: SectionValues[];
}

const NEW_SECTION: SectionValues = { titulo: "", parrafos: "", lista: "" };

const lines = (text: string, sep: RegExp) =>
  text
    .split(sep)
    .map((t) => t.trim())
    .filter(Boolean);

const PageFormSchema = z.object({
  titulo: z.string().trim().min(1, "El título es requerido").max(120, "Máximo 120 caracteres"),
  resumen: z.string().trim().max(400, "Máximo 400 caracteres"),
  secciones: z
    .array(
      z
        .object({
          titulo: z.string().trim().max(120, "Máximo 120 caracteres"),
          parrafos: z.string(),
          lista: z.string(),
        })
        .refine((s) => lines(s.parrafos, /\n\s*\n/).length + lines(s.lista, /\n/).length > 0, {
          message: "Escribe al menos un párrafo o un elemento de lista",
          path: ["parrafos"],
        }),
    )
    .max(20, "Máximo 20 secciones"),
});

const toValues = (p: PaginaInfo | null): PageValues => ({
  titulo: p?.titulo ?? "",
  resumen: p?.resumen ?? "",
  secciones: (p?.secciones ?? [{ parrafos: [] }]).map((s) => ({
    titulo: s.titulo ?? "",
    parrafos: s.parrafos.join("\n\n"),
    lista: (s.lista ?? []).join("\n"),
  })),
});

const toPage = (v: PageValues): PaginaInfoWrite & PaginaInfo => ({
  titulo: v.titulo.trim(),
  resumen: v.resumen.trim(),
  secciones: v.secciones.map((s) => {
    const lista = lines(s.lista, /\n/);
    return {
      ...(s.titulo.trim() ? { titulo: s.titulo.trim() } : {}),
      parrafos: lines(s.parrafos, /\n\s*\n/),
      ...(lista.length ? { lista } : {}),
    };
  }),
});

/** One info page: title, summary and sections, with the page as the storefront will show it. */
export function PageForm({ slug, stored }: { slug: string; stored: PaginaInfo | null }) {
  const save = useSavePage();
  const remove = useDeletePage();
  const form = useStoreForm<PageValues>({
    resolver: zodResolver(PageFormSchema),
    defaultValues: toValues(stored),
    save: (v) => save.mutateAsync({ slug, body: toPage(v) }),
    saved: "Página publicada",
    failed: "No se pudo publicar la página",
  });
  const { errors } = form.formState;
  const list = useFieldArray({ control: form.control, name: "secciones" });
  // Also after the page is removed (stored becomes null): the form then starts empty.
  const { reset } = form;
  useEffect(() => reset(toValues(stored)), [stored, reset]);
  const values = useWatch({ control: form.control }) as PageValues;

  return (
    <Grid templateColumns={{ base: "1fr", xl: "1fr 1fr" }} gap="4" alignItems="start">
      <ContentFormCard
        form={form}
        title={`/${slug}`}
        description="Separa los párrafos con una línea en blanco; la lista lleva un elemento por línea."
        stored={!!stored}
        testId="pagina-form"
        onRemove={() => remove.mutate(slug)}
        removing={remove.isPending}
      >
        <FormField label="Título" error={errors.titulo} required>
          <Input {...form.register("titulo")} data-testid="pagina-titulo" />
        </FormField>
        <FormField label="Resumen" error={errors.resumen}>
          <Textarea rows={2} {...form.register("resumen")} />
        </FormField>
        <OrderedFields
          list={list}
          label="Secciones"
          gap="3"
          add={{ label: "Agregar sección", max: 20, error: errors.secciones, newItem: () => NEW_SECTION }}
        >
          {(place) => {
            const i = place.index;
            return (
              <OrderedItem
                place={place}
                title={`Sección ${i + 1}`}
                what={`la sección ${i + 1}`}
                borderRadius="md"
                p="3"
              >
                <FormField label="Título de la sección" error={errors.secciones?.[i]?.titulo}>
                  <Input {...form.register(`secciones.${i}.titulo`)} />
                </FormField>
                <FormField label="Párrafos" error={errors.secciones?.[i]?.parrafos}>
                  <Textarea
                    rows={5}
                    {...form.register(`secciones.${i}.parrafos`)}
                    data-testid={`pagina-seccion-${i}-parrafos`}
                  />
                </FormField>
                <FormField label="Lista" error={errors.secciones?.[i]?.lista}>
                  <Textarea rows={3} {...form.register(`secciones.${i}.lista`)} />
                </FormField>
              </OrderedItem>
            );
          }}
        </OrderedFields>
      </ContentFormCard>
      <Box borderWidth="1px" borderRadius="lg" bg="white" aria-label="Vista previa de la página" overflow="hidden">
        <Text px="4" pt="3" fontSize="xs" color="gray.600" fontWeight="semibold" textTransform="uppercase">
          Vista previa
        </Text>
        <InfoPageView page={toPage(values)} />
      </Box>
    </Grid>
  );
}
