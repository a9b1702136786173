/// <reference lib="dom" />
import { readFileSync } from "node:fs";
import { groupThousands } from "../../shared/src/rules/decimal";
import { expect as baseExpect, guestOrderWithReceipt, signInAs, test } from "./support";

/**
 * Bank statement reconciliation (/admin/pagos/conciliacion) in a real browser: two guests pay by
 * transfer and send receipts; the admin uploads the bank's statement (a Windows-1252 CSV, as
 * Excel saves it), sees the groups, approves the matches, and both orders show 'Completado' on
 * the payments page.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

/** es-VE amount: 1234.5 → '1.234,50'. */
function esVE(bs: number): string {
  const cents = Math.round(bs * 100);
  return `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, "0")}`;
}

test("the admin uploads a statement, sees the groups, approves the matches, and the orders are paid", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const refA = `${stamp.slice(-9)}1`;
  const refB = `${stamp.slice(-9)}2`;
  const unknown = `${stamp.slice(-9)}9`;
  const a = await guestOrderWithReceipt(page.request, { nombre: "Irene", apellido: "Conciliada", referencia: refA });
  const b = await guestOrderWithReceipt(page.request, { nombre: "Óscar", apellido: "Conciliado", referencia: refB });
  const totalBs = async (id: string, enlace: string | null) => {
    const token = new URL(enlace!, "http://x").searchParams.get("token");
    const res = await page.request.get(`/api/pedido/${id}?token=${token}`);
    return ((await res.json()) as { total_bs: number }).total_bs;
  };
  const [bsA, bsB] = [await totalBs(a.pedido.id, a.enlace), await totalBs(b.pedido.id, b.enlace)];
  const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10).split("-").reverse().join("/");
  const csv = [
    "Fecha;Referencia;Descripción;Débito;Crédito",
    `${today};${refA};Transferencia recibida;;${esVE(bsA)}`,
    // The bank shortened this reference to its last 8 digits.
    `${today};${refB.slice(-8)};"Pago móvil; Óscar";;${esVE(bsB)}`,
    `${today};${unknown};Abono sin pedido;;"7.777,77"`,
    `${today};${stamp.slice(-8)};Comisión;12,50;`,
  ].join("\r\n");

  await signInAs(page, "admin");
  await page.goto("/admin/pagos");
  await page.getByRole("link", { name: "Conciliar con estado de cuenta" }).click();
  await expect(page).toHaveURL(/\/admin\/pagos\/conciliacion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Conciliación con el estado de cuenta" })).toBeVisible();

  await page.getByTestId("archivo-estado").setInputFiles({
    name: "estado-mercantil.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "latin1"),
  });
  await page.getByLabel("Banco (opcional)").fill("Mercantil");
  await page.getByRole("button", { name: "Importar y conciliar" }).click();

  const coincide = page.getByTestId("grupo-coincide");
  await expect(coincide).toContainText(a.pedido.numero_pedido);
  await expect(coincide).toContainText(b.pedido.numero_pedido);
  await expect(page.getByTestId("conteo-coincide").getByTestId("valor")).toHaveText("2");
  await expect(page.getByTestId("grupo-sin-pedido")).toContainText(unknown);
  await expect(page.getByTestId("conteo-revisar").getByTestId("valor")).toHaveText("0");
  await expect(page).toHaveURL(/conciliacion\?id=/);

  await page.getByRole("button", { name: "Aprobar coincidencias" }).click();
  const result = page.getByTestId("resultado-aprobacion");
  await expect(result).toContainText("2 pagos aprobados");
  await expect(result).toContainText(a.pedido.numero_pedido);
  await expect(coincide.getByText("Aprobado", { exact: true })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Aprobar coincidencias" })).toBeDisabled();
  await expect(page.getByTestId("historial-conciliaciones")).toContainText("estado-mercantil.csv");

  for (const o of [a, b]) {
    await page.goto(`/admin/pagos?q=${o.pedido.numero_pedido}`);
    const row = page.getByTestId("payment-row").filter({ hasText: o.pedido.numero_pedido });
    await expect(row.getByTestId("badge-estado-pago")).toHaveText("Completado");
  }
});

test("a bank with its own header names: the admin maps the columns once, the next file of that bank imports at once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const file = {
    name: "estado-de-cuenta-columnas-propias.csv",
    mimeType: "text/csv",
    buffer: readFileSync(new URL("../../docs/samples/estado-de-cuenta-columnas-propias.csv", import.meta.url)),
  };
  const banco = `Banco ${Date.now()}`;
  await signInAs(page, "admin");
  await page.goto("/admin/pagos/conciliacion");
  await page.getByTestId("archivo-estado").setInputFiles(file);
  await page.getByLabel("Banco (opcional)").fill(banco);
  await page.getByRole("button", { name: "Importar y conciliar" }).click();
  await expect(page.getByTestId("error-importacion")).toContainText("No reconocimos las columnas del archivo");
  // The Windows-1252 header reads right in the choices.
  const mapping = page.getByTestId("mapeo-columnas");
  await mapping.getByLabel("Columna: Fecha").selectOption("Día");
  await mapping.getByLabel("Columna: Referencia").selectOption("Operación");
  await mapping.getByLabel("Columna: Crédito / Abono").selectOption("Importe recibido");
  await mapping.getByLabel("Columna: Débito").selectOption("Importe pagado");
  await page.getByRole("button", { name: "Importar y conciliar" }).click();
  await expect(page.getByTestId("conteo-sin-pedido").getByTestId("valor")).toHaveText("2");
  await expect(page.getByTestId("grupo-sin-pedido")).toContainText("556679");

  // The same bank again: no mapping asked.
  await page.goto("/admin/pagos/conciliacion");
  await page.getByTestId("archivo-estado").setInputFiles(file);
  await page.getByLabel("Banco (opcional)").fill(banco);
  await page.getByRole("button", { name: "Importar y conciliar" }).click();
  await expect(page.getByTestId("conteo-sin-pedido").getByTestId("valor")).toHaveText("2");
  await expect(page.getByTestId("mapeo-columnas")).toHaveCount(0);
});
