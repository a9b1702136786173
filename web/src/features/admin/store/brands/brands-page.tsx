import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, chakra, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { MarcasBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { useDocumentTitle } from "@/lib/hooks";
import { useBrands, useSaveBrands } from "../api/store-api";
import { OrderedFields } from "../components/ordered-fields";
import { StoreQuery } from "../components/store-list";
import { useStoreForm } from "../components/use-store-form";
import { BrandRow, type BrandsValues } from "./brand-row";

const NEW_BRAND = { id: "", nombre: "", logotipo: "", enlace: "" };
const EMPTY: BrandsValues = { titulo: "Nuestras Marcas", subtitulo: "", marcas: [] };

/**
 * /admin/tienda/marcas: the home page's brands strip (the 'marcas' content block): its title and
 * the brands in the order shown. With no brand saved the strip stays hidden.
 */
export function Component() {
  useDocumentTitle("Marcas | Admin");
  const brands = useBrands();
  const save = useSaveBrands();
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useStoreForm<BrandsValues, MarcasBlock, BrandsValues>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.marcas),
    defaultValues: EMPTY,
    save: (values) => save.mutateAsync(values),
    saved: "Marcas guardadas",
    failed: "No se pudieron guardar las marcas",
    stored: brands.data,
  });
  const list = useFieldArray({ control, name: "marcas" });

  return (
    <StoreQuery query={brands} errorTitle="Error al cargar las marcas">
      {() => (
        <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="marcas-title">
          <Stack gap="4">
            <Box>
              <Text as="h2" id="marcas-title" fontWeight="bold" fontSize="xl">
                Marcas
              </Text>
              <Text fontSize="sm" color="gray.600">
                La franja de marcas de la página de inicio, en este orden.
              </Text>
            </Box>
            <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: "4", md: "5" }}>
              <FormField label="Título" error={errors.titulo} required>
                <Input {...register("titulo")} />
              </FormField>
              <FormField label="Subtítulo" error={errors.subtitulo}>
                <Input {...register("subtitulo")} />
              </FormField>
            </Stack>
            <OrderedFields
              list={list}
              label="Marcas de la franja"
              gap="3"
              add={{ label: "Agregar marca", max: 24, error: errors.marcas, newItem: () => NEW_BRAND }}
            >
              {(place) => <BrandRow place={place} control={control} register={register} errors={errors} />}
            </OrderedFields>
            <HStack justify="flex-end">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty} data-testid="marcas-guardar">
                Guardar marcas
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
    </StoreQuery>
  );
}
