import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, chakra, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { MarcasBlock } from "@tienda/shared/schemas/content";
import { ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useBrands, useSaveBrands } from "../api/store-api";
import { F } from "../components/field";
import { BrandRow, type BrandsValues } from "./brand-row";
import { notifyInvalid, STORE_FORM_MODE } from "../components/form-validation";

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
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandsValues, unknown, MarcasBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.marcas),
    defaultValues: EMPTY,
    ...STORE_FORM_MODE,
  });
  const list = useFieldArray({ control, name: "marcas" });
  useEffect(() => {
    if (brands.data) reset(brands.data);
  }, [brands.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Marcas guardadas", "success", 4000);
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
      }
      notify(errorMessage(err, "No se pudieron guardar las marcas"), "error", 5000);
    }
  }, notifyInvalid);

  if (brands.isError) {
    return (
      <ErrorState
        title="Error al cargar las marcas"
        message={errorMessage(brands.error)}
        onRetry={() => void brands.refetch()}
      />
    );
  }
  if (brands.isLoading) return <Skeleton h="48" borderRadius="lg" />;
  return (
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
          <F label="Título" error={errors.titulo} required>
            <Input {...register("titulo")} />
          </F>
          <F label="Subtítulo" error={errors.subtitulo}>
            <Input {...register("subtitulo")} />
          </F>
        </Stack>
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Marcas de la franja">
          {list.fields.map((f, i) => (
            <BrandRow
              key={f.id}
              index={i}
              count={list.fields.length}
              control={control}
              register={register}
              errors={errors}
              onMove={list.move}
              onRemove={() => list.remove(i)}
            />
          ))}
        </Stack>
        {errors.marcas?.root?.message || errors.marcas?.message ? (
          <Text color="red.600" fontSize="sm" role="alert">
            {errors.marcas?.root?.message ?? errors.marcas?.message}
          </Text>
        ) : null}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button
            variant="outline"
            onClick={() => list.append({ id: "", nombre: "", logotipo: "", enlace: "" })}
            disabled={list.fields.length >= 24}
          >
            <PlusIcon /> Agregar marca
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} data-testid="marcas-guardar">
            Guardar marcas
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
