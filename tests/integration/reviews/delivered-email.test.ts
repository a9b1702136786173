import { describe, expect, it } from "vitest";
import { sendEmails } from "../../helpers/outbox";
import { call } from "../../helpers/api";
import { storeSubject, mailWebUrl } from "../../helpers/inbox";
import { orderIn } from "../../helpers/order-states";
import { sessionAs } from "../../helpers/sessions";

interface CaughtEmail {
  subject: string;
  text: string;
  html: string;
}
const mailsAbout = async (numero: string) =>
  ((await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[]).filter((m) =>
    m.subject.includes(numero),
  );

describe("the delivered email invites the buyer to rate (issue 36, item 1)", () => {
  it("carries a working link to the order page, where a guest rates with it", async () => {
    const admin = await sessionAs("admin");
    const { id, numero, product } = await orderIn("aprobado", {
      product: { calificacion: 0, num_resenas: 0, resenas_suma: 0, resenas_estrellas: [0, 0, 0, 0, 0] },
    });
    for (const estado of ["en_transito", "entregado"]) {
      const res = await call("PUT", `/api/pedido/${id}`, { cookie: admin.cookie, body: { estado } });
      expect(res.status).toBe(200);
    }
    await sendEmails(new Date());
    const mail = (await mailsAbout(numero)).find(
      (m) => m.subject === storeSubject(`Tu pedido ${numero} fue entregado`),
    )!;
    expect(mail.text).toContain("Califica tu producto de 1 a 5 estrellas desde la página de tu pedido");
    const link = /Calificar mis productos: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(new RegExp(`/pedido/${id}\\?token=`));
    expect(mail.html).toContain("Calificar mis productos");

    const token = new URL(link!).searchParams.get("token")!;
    const rated = await call("POST", `/api/pedido/${id}/resenas`, {
      query: { token },
      body: { productoId: product.id, calificacion: 4, texto: "<img src=x onerror=alert(1)>" },
    });
    expect(rated.status).toBe(201);
    expect(rated.body.producto).toMatchObject({ promedio: 4, total: 1 });
    // The review's text is kept as typed (plain text); the emails and pages escape it when drawn.
    expect(rated.body.resena.texto).toBe("<img src=x onerror=alert(1)>");
  });
});
