import { describe, expect, it } from "vitest";
import type { PedidoAdmin } from "@tienda/shared/schemas/admin-orders";
import { buildCsv, csvCell, csvFileName, CSV_BOM } from "../../../web/src/features/admin/payments/lib/csv.ts";
import { PAYMENTS_CSV_HEADER, paymentsCsv } from "../../../web/src/features/admin/payments/lib/export.ts";
import { adminPageWindow } from "../../../web/src/features/admin/shell/page-window.ts";
import { availableActions, flagLabels } from "../../../web/src/features/admin/payments/lib/actions.ts";
import { formatCambio } from "../../../web/src/features/admin/payments/lib/format.ts";

function row(overrides: Partial<PedidoAdmin> = {}): PedidoAdmin {
  return {
    id: "p1",
    numero_pedido: "T-000123",
    usuario_nombre: "José",
    usuario_apellido: "Núñez",
    usuario_correo: "jose@example.com",
    invitado: false,
    total: 45.5,
    total_bs: 1661.3,
    subtotal: 40,
    envio: 5.5,
    costo_envio: 5.5,
    metodo_envio: "estandar",
    metodo_envio_nombre: "Envío estándar",
    courier: null,
    oficina: null,
    impuestos: 0,
    tipo_pago: "transferencia_bancaria",
    estado: "pendiente_verificacion",
    estado_pago: "pendiente_verificacion",
    estado_pedido: "pendiente",
    tiene_comprobante: true,
    comprobante_verificado: false,
    fecha_pedido: "2025-03-05T14:30:00.000Z",
    fecha_actualizacion: "2025-03-05T14:30:00.000Z",
    fecha_pago: null,
    envio_nombre: "José",
    envio_apellido: "Núñez",
    envio_ciudad: "Caracas",
    envio_estado: "Distrito Capital",
    total_productos: 2,
    referencia: "0012345",
    igtf: 0,
    cedula_rif: null,
    banderas: { referencia_repetida: true, monto_distinto: true },
    ...overrides,
  };
}

describe("CSV export", () => {
  it("quotes commas, quotes, line breaks and semicolons, and neutralises formulas", () => {
    expect(csvCell("simple")).toBe("simple");
    expect(csvCell('Dijo "hola", adiós')).toBe('"Dijo ""hola"", adiós"');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell(" espacio")).toBe('" espacio"');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+58 412")).toBe("'+58 412");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("starts with a UTF-8 byte-order mark and ends lines with CRLF", () => {
    const csv = buildCsv(["Número", "Señal"], [["1", "ñ"]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv).toBe("\uFEFFNúmero,Señal\r\n1,ñ\r\n");
  });

  it("writes the spec's columns for each order", () => {
    const csv = paymentsCsv([row(), row({ id: "p2", numero_pedido: "T-2", banderas: { referencia_repetida: false, monto_distinto: false }, referencia: null, estado_pago: "completado", estado_pedido: "procesando", tipo_pago: "pago_movil" })], () => "05/03/2025, 10:30 a. m.");
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(PAYMENTS_CSV_HEADER.join(","));
    expect(lines[0]).toBe(
      "Número,Fecha,Cliente,Email,Método,Estado del pago,Estado del pedido,Envío,Envío USD,Total USD,Total Bs,Referencia,Banderas,IGTF USD,Cédula o RIF",
    );
    expect(lines[1]).toBe(
      'T-000123,"05/03/2025, 10:30 a. m.",José Núñez,jose@example.com,Transferencia Bancaria,Pendiente Verificación,Pendiente,Envío estándar,5.50,45.50,1661.30,0012345,"Referencia repetida; Monto distinto",0.00,',
    );
    expect(lines[2]).toBe('T-2,"05/03/2025, 10:30 a. m.",José Núñez,jose@example.com,Pago Móvil,Completado,Procesando,Envío estándar,5.50,45.50,1661.30,,,0.00,');
    expect(lines[3]).toBe("");
  });

  it("gives a Zelle order's IGTF and the buyer's cédula or RIF, and no Bs amount", () => {
    const csv = paymentsCsv(
      [row({ tipo_pago: "zelle", total: 46.87, igtf: 1.37, cedula_rif: "V-12345678", referencia: "ZL-1" })],
      () => "05/03/2025",
    );
    expect(csv.slice(1).split("\r\n")[1]).toBe(
      'T-000123,05/03/2025,José Núñez,jose@example.com,Zelle,Pendiente Verificación,Pendiente,Envío estándar,5.50,46.87,,ZL-1,"Referencia repetida; Monto distinto",1.37,V-12345678',
    );
  });

  it("names an office delivery's method, courier and office, and its cost", () => {
    const csv = paymentsCsv(
      [row({ metodo_envio: "oficina", metodo_envio_nombre: "Retiro en oficina", courier: "MRW", oficina: "Chacao 12", envio: 6 })],
      () => "05/03/2025",
    );
    const [header, first] = csv.slice(1).split("\r\n").map((l) => l.split(","));
    const at = header!.indexOf("Envío");
    expect([first![at], first![at + 1]]).toEqual(["Retiro en oficina · MRW · oficina Chacao 12", "6.00"]);
  });

  it("names the file after the day", () => {
    expect(csvFileName("pagos", new Date(2025, 2, 5, 23, 59))).toBe("pagos-2025-03-05.csv");
  });
});

describe("admin page window", () => {
  it("shows up to 5 consecutive pages around the current one", () => {
    expect(adminPageWindow(1, 1)).toEqual([1]);
    expect(adminPageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(adminPageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(adminPageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(adminPageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(adminPageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(adminPageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(adminPageWindow(0, 0)).toEqual([]);
  });
});

describe("admin row actions and flags", () => {
  it("offers only the moves the order's states allow", () => {
    expect(availableActions({ estado_pago: "pendiente_verificacion", estado_pedido: "pendiente", tiene_comprobante: true })).toEqual([
      "ver",
      "comprobante",
      "aprobar",
      "rechazar",
      "cancelar",
    ]);
    expect(availableActions({ estado_pago: "completado", estado_pedido: "procesando", tiene_comprobante: true })).toEqual([
      "ver",
      "comprobante",
      "transito",
      "cancelar",
    ]);
    expect(availableActions({ estado_pago: "completado", estado_pedido: "en_transito", tiene_comprobante: false })).toEqual(["ver", "entregado"]);
    expect(availableActions({ estado_pago: "completado", estado_pedido: "entregado", tiene_comprobante: false })).toEqual(["ver"]);
    expect(availableActions({ estado_pago: "rechazado", estado_pedido: "pendiente", tiene_comprobante: true })).toEqual([
      "ver",
      "comprobante",
      "cancelar",
      "archivar",
    ]);
    expect(availableActions({ estado_pago: "pendiente_pago", estado_pedido: "cancelado", tiene_comprobante: false })).toEqual(["ver", "archivar"]);
  });

  it("names the flags", () => {
    expect(flagLabels({ referencia_repetida: true, monto_distinto: false })).toEqual(["Referencia repetida"]);
    expect(flagLabels(undefined)).toEqual([]);
  });

  it("prints the change against the previous period", () => {
    expect(formatCambio(12.5)).toEqual({ text: "+12,5% vs periodo anterior", trend: "up" });
    expect(formatCambio(-3)).toEqual({ text: "-3,0% vs periodo anterior", trend: "down" });
    expect(formatCambio(0)).toEqual({ text: "0,0% vs periodo anterior", trend: "flat" });
    expect(formatCambio(1234.5).text).toBe("+1.234,5% vs periodo anterior");
    expect(formatCambio(null)).toEqual({ text: "—", trend: "none" });
  });
});
