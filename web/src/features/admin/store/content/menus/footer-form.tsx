import { Button, Grid, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import type { FooterBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { PlusIcon } from "@/components/ui/icons";
import { FormMessage, listError } from "../../components/store-form";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";
import { ColumnFields, PaymentList, SocialList } from "./footer-lists";

const EMPTY: FooterBlock = {
  logo: "TIENDA",
  descripcion: "",
  redesSociales: [],
  columnas: [],
  derechosAutor: "",
  metodosPago: [],
};

/** The footer: logo, description, columns of links, social networks, payment icons, copyright. */
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
      <PaymentList {...lists} />
    </ContentFormCard>
  );
}
