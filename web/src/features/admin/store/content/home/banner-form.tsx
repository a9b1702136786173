import { Box, Grid, Input, Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { BannerBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox } from "../../components/store-form";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";

const EMPTY: BannerBlock = {
  texto: "",
  textoEnlace: "",
  enlace: "/registro",
  colorDeFondo: "#000000",
  colorDeTexto: "#ffffff",
  cerrable: true,
  activo: true,
};

/** The strip above the header: text, link, colours, closable, on or off, with a preview. */
export function BannerForm({ stored }: { stored: BannerBlock | null }) {
  const { form, remove } = useBlockForm("banner", {
    stored,
    empty: EMPTY,
    noun: "el banner",
    fromStored: (b: BannerBlock) => ({ ...b, activo: b.activo ?? true }),
  });
  const { errors } = form.formState;
  const v = useWatch({ control: form.control });

  return (
    <ContentFormCard
      form={form}
      title="Banner superior"
      description="La franja sobre la cabecera. Apagado, los compradores no la ven y sus textos se conservan."
      stored={!!stored}
      testId="banner-form"
      onRemove={() => remove.mutate()}
      removing={remove.isPending}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Texto" error={errors.texto} required>
          <Input {...form.register("texto")} />
        </FormField>
        <FormField label="Texto del enlace" error={errors.textoEnlace}>
          <Input {...form.register("textoEnlace")} />
        </FormField>
        <FormField label="Enlace" error={errors.enlace} helper="Una ruta de la tienda (/registro) o https://" required>
          <Input {...form.register("enlace")} />
        </FormField>
        <Grid templateColumns="1fr 1fr" gap="3">
          <FormField label="Color de fondo" error={errors.colorDeFondo} required>
            <Input type="color" p="1" {...form.register("colorDeFondo")} />
          </FormField>
          <FormField label="Color del texto" error={errors.colorDeTexto} required>
            <Input type="color" p="1" {...form.register("colorDeTexto")} />
          </FormField>
        </Grid>
      </Grid>
      <FormCheckbox control={form.control} name="cerrable" label="El comprador puede cerrarlo" unset />
      <FormCheckbox control={form.control} name="activo" label="Mostrar el banner en la tienda" unset />
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
    </ContentFormCard>
  );
}
