import { Box, Button, HStack, Input, Link, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { SETTINGS_MESSAGES, type SettingsUpdate } from "@tienda/shared/schemas/settings";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { FormCheckbox } from "../components/store-form";
import { useSaveSettings, useSettings } from "../../settings/api/settings-api";

interface Values {
  activo: boolean;
  porcentaje: string;
}

/**
 * The store's first-purchase discount, beside its codes: off, or a whole percentage a signed-in
 * shopper gets on her first order (the larger of it and a code applies, never both). It is part
 * of the store settings, so it is saved with them (GET's answer sent back with this one change).
 */
export function FirstPurchaseCard() {
  const settings = useSettings();
  const save = useSaveSettings();
  const current = settings.data?.descuento_primera_compra;
  const form = useForm<Values>({ defaultValues: { activo: false, porcentaje: "" } });
  useEffect(() => {
    if (current)
      form.reset({ activo: current.activo, porcentaje: current.porcentaje ? String(current.porcentaje) : "" });
  }, [current, form]);

  const onSubmit = form.handleSubmit(async ({ activo, porcentaje }) => {
    const n = porcentaje.trim() === "" ? 0 : Number(porcentaje);
    if (!Number.isInteger(n) || n < 0 || n > 90 || (activo && n < 1)) {
      form.setError("porcentaje", { message: SETTINGS_MESSAGES.porcentajePrimeraCompra });
      return;
    }
    if (!settings.data) return;
    try {
      // What GET answers is a valid PUT body (the server checks it again); only the discount changes.
      const body = {
        ...settings.data,
        descuento_primera_compra: { activo, porcentaje: n },
      } as unknown as SettingsUpdate;
      await save.mutateAsync(body);
      notify(
        activo ? `Descuento de primera compra activo: ${n}%` : "Descuento de primera compra desactivado",
        "success",
      );
    } catch (err) {
      notify(errorMessage(err, "No se pudo guardar el descuento de primera compra"), "error", 5000);
    }
  });

  return (
    <Box
      as="section"
      aria-labelledby="primera-compra-titulo"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p={{ base: "4", md: "5" }}
      data-testid="primera-compra"
    >
      <Text as="h2" id="primera-compra-titulo" fontWeight="bold" fontSize="lg">
        Descuento de primera compra
      </Text>
      <Text fontSize="sm" color="gray.600" mt="0.5">
        Un porcentaje para el primer pedido de un cliente con cuenta. Si también escribe un código, se aplica el mayor
        de los dos, nunca ambos.
      </Text>
      {settings.isLoading ? null : !settings.data ? (
        <Text fontSize="sm" mt="3">
          Guarda primero los{" "}
          <Link asChild color="blue.600">
            <RouterLink to="/admin/ajustes">ajustes de la tienda</RouterLink>
          </Link>
          ; luego podrás activar este descuento.
        </Text>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Descuento de primera compra">
          <HStack gap="4" mt="3" align="end" wrap="wrap">
            <FormCheckbox control={form.control} name="activo" label="Activo" testId="primera-compra-activo" />
            <FormField label="Descuento (%)" error={form.formState.errors.porcentaje} helper="Entre 1 y 90" maxW="40">
              <Input {...form.register("porcentaje")} inputMode="numeric" data-testid="primera-compra-porcentaje" />
            </FormField>
            <Button type="submit" loading={save.isPending} data-testid="primera-compra-guardar">
              Guardar
            </Button>
          </HStack>
        </form>
      )}
    </Box>
  );
}
