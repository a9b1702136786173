import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupChecklist, hasStock, type SetupFacts } from "../../../functions/src/domain/stats/setup-checklist";
import { senderStatus } from "../../../functions/src/lib/mail-identity";

const complete: SetupFacts = {
  storeName: "MODA CARACAS",
  paymentSettings: true,
  deliveryMethods: 2,
  categories: 2,
  styles: 1,
  productsWithStock: 3,
  heroSlides: 1,
  termsPage: true,
  notificationEmail: "duena@modacaracas.com",
  sender: { status: "verificado", address: "pedidos@tienda.com", region: "us-east-1" },
};

describe("setupChecklist", () => {
  it("is complete only when every step is done", () => {
    expect(setupChecklist(complete).completo).toBe(true);
    for (const missing of [
      { storeName: null },
      { paymentSettings: false },
      { deliveryMethods: 0 },
      { categories: 0 },
      { styles: 0 },
      { productsWithStock: 0 },
      { heroSlides: 0 },
      { termsPage: false },
      { notificationEmail: null },
      { sender: { status: "pendiente" as const, address: "pedidos@tienda.com", region: "us-east-1" } },
    ]) {
      const out = setupChecklist({ ...complete, ...missing });
      expect(out.completo, JSON.stringify(missing)).toBe(false);
      expect(out.pasos.filter((p) => !p.hecho)).toHaveLength(1);
    }
  });

  it("sends an unverified sender to the SES console of the stack's region, naming the address", () => {
    const step = setupChecklist({
      ...complete,
      sender: { status: "sin_identidad", address: "pedidos@tienda.com", region: "sa-east-1" },
    }).pasos.find((p) => p.clave === "correo")!;
    expect(step.hecho).toBe(false);
    expect(step.enlace).toBe("https://sa-east-1.console.aws.amazon.com/ses/home?region=sa-east-1#/identities");
    expect(step.descripcion).toContain("pedidos@tienda.com");
  });

  it("asks for the notices' email, naming it once set, and says where they go meanwhile", () => {
    const unset = setupChecklist({ ...complete, notificationEmail: null }).pasos.find((p) => p.clave === "avisos")!;
    expect(unset).toMatchObject({ hecho: false, enlace: "/admin/ajustes" });
    expect(unset.descripcion).toContain("primer administrador");
    const set = setupChecklist(complete).pasos.find((p) => p.clave === "avisos")!;
    expect(set.hecho).toBe(true);
    expect(set.descripcion).toContain("duena@modacaracas.com");
  });

  it("asks for the terms page, which the checkout links once it exists", () => {
    const missing = setupChecklist({ ...complete, termsPage: false }).pasos.find((p) => p.clave === "terminos")!;
    expect(missing).toMatchObject({ titulo: "Términos y condiciones", hecho: false, enlace: "/admin/tienda/paginas" });
    expect(setupChecklist(complete).pasos.find((p) => p.clave === "terminos")!.hecho).toBe(true);
  });

  it("counts a product only when it is active and has a unit", () => {
    expect(hasStock({ activo: true, stock_variantes: { "M|Negro": 0, "L|Negro": 1 } })).toBe(true);
    expect(hasStock({ activo: true, stock_variantes: { "M|Negro": 0 } })).toBe(false);
    expect(hasStock({ activo: false, stock_variantes: { "M|Negro": 5 } })).toBe(false);
  });
});

/** A stand-in for the SESv2 API: GetEmailIdentity answers from `identities` (absent: NotFoundException). */
let identities: Record<string, boolean> = {};
let failing = false;
const server = http.createServer((req, res) => {
  const identity = decodeURIComponent(req.url!.split("/").pop()!);
  if (failing) {
    res.writeHead(500, { "content-type": "application/json", "x-amzn-errortype": "InternalFailure" });
    return res.end(JSON.stringify({ message: "boom" }));
  }
  if (!(identity in identities)) {
    res.writeHead(404, { "content-type": "application/json", "x-amzn-errortype": "NotFoundException" });
    return res.end(JSON.stringify({ message: `Email identity ${identity} does not exist.` }));
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ IdentityType: "EMAIL_ADDRESS", VerifiedForSendingStatus: identities[identity] }));
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.AWS_ENDPOINT_URL_SESV2 = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID = "test";
  process.env.AWS_SECRET_ACCESS_KEY = "test";
  process.env.AWS_REGION = "us-east-1";
  process.env.AWS_MAX_ATTEMPTS = "1";
});
afterEach(() => {
  identities = {};
  failing = false;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("senderStatus", () => {
  const withMail = (transport: string, from?: string) => {
    process.env.MAIL_TRANSPORT = transport;
    if (from === undefined) delete process.env.MAIL_FROM;
    else process.env.MAIL_FROM = from;
  };

  it("is always ready locally (SMTP to the mail catcher)", async () => {
    withMail("smtp", "no-responder@tienda.local");
    expect((await senderStatus()).status).toBe("local");
  });

  it("asks SES about the address, then about its domain", async () => {
    withMail("ses", "pedidos@mitienda.com");
    expect((await senderStatus()).status).toBe("sin_identidad");
    identities = { "pedidos@mitienda.com": false };
    expect((await senderStatus()).status).toBe("pendiente");
    identities = { "pedidos@mitienda.com": true };
    expect((await senderStatus()).status).toBe("verificado");
    identities = { "mitienda.com": true };
    expect(await senderStatus()).toEqual({
      status: "verificado",
      address: "pedidos@mitienda.com",
      region: "us-east-1",
    });
  });

  it("answers 'desconocido' when SES fails, so the dashboard still opens", async () => {
    withMail("ses", "pedidos@mitienda.com");
    failing = true;
    expect((await senderStatus()).status).toBe("desconocido");
  });
});
