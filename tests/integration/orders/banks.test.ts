import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { getOrder } from "../../../functions/src/data/orders";

// Every bank of Venezuela, not only the spec's five (banesco, mercantil, venezuela, provincial, bicentenario).
describe("Venezuelan banks", () => {
  it("take an order paid by pago móvil from Banco del Tesoro and one by transfer from BNC", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const movil = await placeOrder(orderBody([{ productoId: p.id }], { movil_banco: "tesoro" }));
    expect(movil.status).toBe(201);
    expect(movil.body.pedido.pago.banco).toBe("tesoro");
    expect((await getOrder(movil.body.pedido.id))?.pago?.banco).toBe("tesoro");

    const transfer = await placeOrder(
      orderBody([{ productoId: p.id }], {
        tipo_pago: "transferencia_bancaria",
        transferencia_banco: "bnc",
        transferencia_referencia: "44556677",
        transferencia_monto: "1.234,56",
        transferencia_email: "ana@example.com",
      }),
    );
    expect(transfer.status).toBe(201);
    expect(transfer.body.pedido.pago.banco).toBe("bnc");
  });

  it("still take the ids stored orders already name, and refuse a bank not in the list", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const old = await placeOrder(orderBody([{ productoId: p.id }], { movil_banco: "bicentenario" }));
    expect(old.status).toBe(201);
    const unknown = await placeOrder(orderBody([{ productoId: p.id }], { movil_banco: "0172" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errores.movil_banco).toBe("Selecciona un banco");
  });

  it("are the store's own accounts: settings saved with Bancamiga and Banplus reach the checkout", async () => {
    const admin = await sessionAs("admin");
    const current = await call("GET", "/api/admin/ajustes", { cookie: admin.cookie });
    expect(current.status).toBe(200);
    const { actualizado_por: _p, actualizado_en: _e, ...editable } = current.body;
    const withBanks = (movil: string, transfer: string) => ({
      ...editable,
      datos_pago: {
        ...editable.datos_pago,
        pago_movil: { ...editable.datos_pago.pago_movil, banco: movil },
        transferencia_bancaria: { ...editable.datos_pago.transferencia_bancaria, banco: transfer },
      },
    });
    const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { cookie: admin.cookie, body });
    try {
      const saved = await put(withBanks("bancamiga", "banplus"));
      expect(saved.status).toBe(200);
      const pub = await call("GET", "/api/ajustes/publicos");
      expect(pub.body.datos_pago.pago_movil.banco).toBe("bancamiga");
      expect(pub.body.datos_pago.transferencia_bancaria.banco).toBe("banplus");
      const bad = await put(withBanks("banco-falso", "banplus"));
      expect(bad.status).toBe(400);
      expect(bad.body.mensaje).toBe("Selecciona un banco");
    } finally {
      // Other files read the demo settings: put the banks back as they were.
      await put(withBanks(editable.datos_pago.pago_movil.banco, editable.datos_pago.transferencia_bancaria.banco));
    }
  });
});
