import { Grid, Input } from "@chakra-ui/react";
import { FormField } from "@/components/ui/form-field";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { SettingsInput } from "../lib/settings-form";

/**
 * The store's own name (titles, header and footer without a logo text, emails) and, optionally,
 * its legal name and RIF (/admin/ajustes). Nothing shopper-visible names a store that has none.
 */
export function StoreIdentityFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}) {
  return (
    <Grid templateColumns={{ base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
      <FormField
        label="Nombre de la tienda"
        error={errors.nombre_tienda}
        helper="Lo ven tus clientes en el título, el encabezado, el pie y los correos"
      >
        <Input
          placeholder="MODA CARACAS"
          autoComplete="off"
          {...register("nombre_tienda")}
          data-testid="ajustes-nombre"
        />
      </FormField>
      <FormField label="Razón social" error={errors.razon_social} helper="Opcional">
        <Input
          placeholder="Moda Caracas C.A."
          autoComplete="off"
          {...register("razon_social")}
          data-testid="ajustes-razon-social"
        />
      </FormField>
      <FormField label="RIF" error={errors.rif} helper="Opcional, por ejemplo J-12345678-9">
        <Input placeholder="J-12345678-9" autoComplete="off" {...register("rif")} data-testid="ajustes-rif" />
      </FormField>
    </Grid>
  );
}
