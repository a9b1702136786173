import { Button, Grid, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import type { FooterBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { PlusIcon } from "@/components/ui/icons";
import { FormMessage, listError } from "../../components/store-form";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";
import { ColumnFields, SocialList } from "./footer-lists";

// Nothing of the demo's: the owner writes her own logo text (issue 46).
const EMPTY: FooterBlock = {
  logo: "",
  descripcion: "",
  redesSociales: [],
  columnas: [],
  derechosAutor: "",
  metodosPago: [],
};

/** The footer: logo, description, columns of links, social networks, copyright (payment marks come from the settings). */
export function FooterForm({ stored }: { stored: FooterBlock | null }) {
  const { form } = useBlockForm("footer", { stored, empty: EMPTY, noun: "el pie de página" });
  const { errors } = form.formState;
  const columns = useFieldArray({ control: form.control, name: "columnas" });
  const lists = { control: form.control, register: form.register, errors };
  return (
    <ContentFormCard form={form} title="Pie de página" stored={!!stored} testId="footer-form">
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Logo (texto)" error={errors.logo} required>
          <Input {...form.register("logo")} />
        </FormField>
        <FormField label="Derechos de autor" error={errors.derechosAutor}>
          <Input {...form.register("derechosAutor")} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...form.register("descripcion")} />
      </FormField>
      <Text fontWeight="semibold">Columnas de enlaces</Text>
      <Stack as="ol" listStyleType="none" gap="2" aria-label="Columnas">
        {columns.fields.map((f, i) => (
          <ColumnFields key={f.id} index={i} onRemove={() => columns.remove(i)} {...lists} />
        ))}
      </Stack>
      <FormMessage message={listError(errors.columnas)} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => columns.append({ titulo: "", links: [] })}
        disabled={columns.fields.length >= 6}
      >
        <PlusIcon /> Agregar columna
      </Button>
      <SocialList {...lists} />
      {/* The footer's payment marks are not written here: they are the methods with payment details. */}
      <Text fontSize="sm" color="gray.600" data-testid="footer-metodos-pago">
        Los métodos de pago del pie son los que tienen datos en Ajustes (Pago Móvil, transferencia, UBI).
      </Text>
    </ContentFormCard>
  );
}
