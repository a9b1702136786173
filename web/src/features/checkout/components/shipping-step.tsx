import { SimpleGrid } from "@chakra-ui/react";
import { memo } from "react";
import { ESTADOS_VENEZUELA } from "@tienda/shared/schemas/checkout";
import { SelectField, TextField } from "./fields";

const ESTADO_OPTIONS = ESTADOS_VENEZUELA.map((e) => ({ value: e, label: e }));

/**
 * Step 1 'Información de Envío'. Memoised: it has no props, so the quote, the settings and the
 * session arriving (each re-renders the checkout) no longer re-render its eight fields, a long
 * task on a phone each time (docs/performance.md, "Query answers as deferred values").
 */
export const ShippingStep = memo(function ShippingStep({ pedirCedulaRif = false }: { pedirCedulaRif?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField name="nombre" label="Nombre" autoComplete="given-name" />
      <TextField name="apellido" label="Apellido" autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField
        name="telefono"
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0412-1234567"
      />
      <SimpleGrid gridColumn={{ md: "span 2" }}>
        <TextField name="direccion" label="Dirección" autoComplete="street-address" />
      </SimpleGrid>
      <TextField name="ciudad" label="Ciudad" autoComplete="address-level2" />
      <SelectField name="estado" label="Estado" placeholder="Selecciona un estado" options={ESTADO_OPTIONS} />
      <TextField name="codigo_postal" label="Código postal" autoComplete="postal-code" inputMode="numeric" />
      {/* The store asks for it when it issues invoices (settings pedir_cedula_rif). */}
      {pedirCedulaRif && (
        <TextField
          name="cedula_rif"
          label="Cédula o RIF"
          autoComplete="off"
          placeholder="V-12345678"
          helper="Para tu factura: V, E, J, G o P y de 6 a 9 dígitos."
        />
      )}
    </SimpleGrid>
  );
});
