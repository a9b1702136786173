import { SimpleGrid } from "@chakra-ui/react";
import { BANCOS, bancoEtiqueta, type TipoPago } from "@tienda/shared/schemas/checkout";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { formatBs, type AjustesPublicos } from "@tienda/shared/schemas/settings";
import { bancoConCodigo } from "@/features/orders";
import { SelectField, TextField } from "./fields";

/** Step 2's per-method parts: what the shopper types for each method, and the store's details. */

const BANCO_OPTIONS = BANCOS.map((b) => ({ value: b.id, label: bancoEtiqueta(b.id) }));

export function MethodFields({ tipo, quote }: { tipo: TipoPago; quote: Cotizacion | undefined }) {
  if (tipo === "pago_movil") {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="movil_banco" label="Banco de origen" placeholder="Elige un banco" options={BANCO_OPTIONS} />
        <TextField
          name="movil_telefono"
          label="Teléfono de origen"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0412-1234567"
        />
        <TextField name="movil_referencia" label="Número de referencia" inputMode="numeric" autoComplete="off" />
        <TextField
          name="movil_email"
          label="Email de confirmación"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </SimpleGrid>
    );
  }
  if (tipo === "transferencia_bancaria") {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="transferencia_banco"
          label="Banco de origen"
          placeholder="Elige un banco"
          options={BANCO_OPTIONS}
        />
        <TextField
          name="transferencia_referencia"
          label="Número de referencia"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="transferencia_monto"
          label="Monto transferido (Bs.)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={quote ? formatBs(quote.total_bs).replace(/^Bs\.\s*/, "") : "0,00"}
          helper={quote ? `Monto a pagar: ${formatBs(quote.total_bs)}` : undefined}
        />
        <TextField
          name="transferencia_email"
          label="Email de confirmación"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </SimpleGrid>
    );
  }
  if (tipo === "zelle") {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="zelle_referencia" label="Número de confirmación de Zelle" autoComplete="off" />
        <TextField name="zelle_titular" label="Titular de la cuenta que pagó" autoComplete="name" />
      </SimpleGrid>
    );
  }
  if (tipo === "binance") {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="binance_referencia" label="ID de la orden de Binance Pay" autoComplete="off" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField name="ubi_referencia" label="Número de referencia" autoComplete="off" />
      <TextField name="ubi_email" label="Email de confirmación" type="email" inputMode="email" autoComplete="email" />
    </SimpleGrid>
  );
}

export /** The store's details for a method, as rows (label, value) and its instructions. */
function storeDetails(
  d: AjustesPublicos["datos_pago"],
  tipo: TipoPago,
): { rows: Array<[string, string]>; instrucciones?: string } | null {
  switch (tipo) {
    case "zelle":
      return d.zelle
        ? {
            rows: [
              ["Email de Zelle", d.zelle.email],
              ["Titular", d.zelle.titular],
            ],
          }
        : null;
    case "binance":
      return d.binance
        ? {
            rows: [
              ["Binance Pay ID", d.binance.id_pago],
              ["Titular", d.binance.titular],
            ],
          }
        : null;
    case "efectivo_usd":
      return d.efectivo_usd ? { rows: [], instrucciones: d.efectivo_usd.instrucciones } : null;
    default: {
      const b = d[tipo];
      const rows = (
        [
          ["Banco", b.banco ? bancoConCodigo(b.banco) : ""],
          ["Cuenta", b.cuenta ?? ""],
          ["Teléfono", b.telefono ?? ""],
          ["RIF / Cédula", b.rif],
          ["Titular", b.titular],
        ] as Array<[string, string]>
      ).filter(([, v]) => v);
      return { rows, instrucciones: b.instrucciones };
    }
  }
}
