import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailWebUrl } from "../../helpers/inbox";
import { call } from "../../helpers/api";
import { uniqueIp } from "../accounts/helpers";
import { sendEmails } from "../../helpers/outbox";
import { getNewsletterState } from "../../../functions/src/data/newsletter";
import { QUOTA_RULES } from "../../../functions/src/data/throttle";
import { clearOfWindowEdge } from "../../helpers/quota-window";
import { stockedProduct } from "../../helpers/checkout";

/**
 * Replay of issue 32, item 7: POST /api/promociones/validar answered 100 guesses in 164 ms (and
 * revealed the demo codes); POST /api/newsletter answered 201 for a new address and 200 'Este email
 * ya está suscrito' for a subscribed one, so anybody could tell subscribers apart, unthrottled. Now it answers the same either way and emails a confirmation link
 * (double opt-in); the subscription counts once the link is opened. Sign-ups are limited per
 * client address, and confirmation emails per email address.
 */
interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
}
const inbox = async () => (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[];
const mailsTo = async (email: string) => {
  await sendEmails(new Date());
  return (await inbox()).filter((m) => m.to.some((t) => t.address === email));
};
/** The token of the confirmation link in an email's text part. */
const tokenOf = (mail: CaughtEmail) => {
  const m = /\/newsletter\/confirmar\?token=([\w%-]+)/.exec(mail.text);
  if (!m) throw new Error(`no confirmation link in: ${mail.text}`);
  return decodeURIComponent(m[1]!);
};
const subscribe = (email: string, ip = uniqueIp()) => call("POST", "/api/newsletter", { ip, body: { email } });
const fresh = () => `boletin-${randomUUID().slice(0, 8)}@prueba.tienda`;

describe("newsletter double opt-in", () => {
  it("answers a new, a pending and a subscribed address alike, and subscribes only through the emailed link", async () => {
    const email = fresh();
    const first = await subscribe(email);
    expect(first.status).toBe(202);
    expect(await getNewsletterState(email)).toBe("pendiente");

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Confirma tu suscripción al newsletter de Tienda");
    const token = tokenOf(mails[0]!);

    // Pending: the same answer (and a new link, which replaces the first).
    const pending = await subscribe(email.toUpperCase());
    expect({ status: pending.status, body: pending.body }).toEqual({ status: first.status, body: first.body });
    const [, second] = await mailsTo(email);
    const newToken = tokenOf(second!);
    expect(newToken).not.toBe(token);
    const stale = await call("POST", "/api/newsletter/confirmar", { body: { token } });
    expect(stale.status).toBe(400);
    expect(stale.body.mensaje).toMatch(/no es válido o ya venció/);

    const confirmed = await call("POST", "/api/newsletter/confirmar", { body: { token: newToken } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mensaje).toBe("¡Listo! Tu suscripción al newsletter está confirmada.");
    expect(await getNewsletterState(email)).toBe("confirmada");
    // Opening the link again (a reload) is fine.
    expect((await call("POST", "/api/newsletter/confirmar", { body: { token: newToken } })).status).toBe(200);

    // Subscribed: still the same answer as for an address never seen, and no email.
    const again = await subscribe(email);
    const unknown = await subscribe(fresh());
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: first.status, body: first.body });
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await getNewsletterState(email)).toBe("confirmada");
  });

  it("a made-up or empty token confirms nothing (Spanish 400)", async () => {
    for (const token of ["x".repeat(43), "no-es-un-enlace"]) {
      const res = await call("POST", "/api/newsletter/confirmar", { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.errores.token).toMatch(/no es válido/);
    }
    const empty = await call("POST", "/api/newsletter/confirmar", { body: { token: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.mensaje).toBe("El enlace de confirmación no es válido");
  });

  it("emails one address at most 3 confirmation links a day, however many sign-ups name it", async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(QUOTA_RULES.newsletter_email.limit);
  });

  it("limits sign-ups per client address (10 an hour), with Retry-After", async () => {
    await clearOfWindowEdge("newsletter");
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTA_RULES.newsletter.limit; i++) statuses.push((await subscribe(fresh(), ip)).status);
    expect(statuses).toEqual([...Array<number>(QUOTA_RULES.newsletter.limit).fill(202), 429]);
    const refused = await subscribe(fresh(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.mensaje).toBe("Demasiadas suscripciones desde esta conexión. Inténtalo de nuevo en una hora");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("promotion code checks are limited per client address", () => {
  it("20 guesses in 15 minutes, then 429 with Retry-After (the 100 guesses in 164 ms are over)", async () => {
    await clearOfWindowEdge("promo");
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await call("POST", "/api/promociones/validar", { ip, body: { codigo: `PRUEBA${i}`, subtotal: 50 } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(QUOTA_RULES.promo.limit).fill(400), 429, 429, 429, 429, 429]);
    // Even a real code is refused now, so guessing cannot go on.
    const real = await call("POST", "/api/promociones/validar", { ip, body: { codigo: "SAVE20", subtotal: 50 } });
    expect(real.status).toBe(429);
    expect(real.body.mensaje).toMatch(/Demasiados intentos/);
    // Another shopper is not affected.
    const other = await call("POST", "/api/promociones/validar", { body: { codigo: "SAVE20", subtotal: 50 } });
    expect(other.status).toBe(200);
  });

  it("a checkout quote with an unknown code counts in the same limit; quotes with a real code do not", async () => {
    await clearOfWindowEdge("promo");
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 4000 });
    const lineas = [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }];
    const ip = uniqueIp();
    const quote = (codigo_promocional?: string) =>
      call("POST", "/api/pedido/cotizacion", {
        ip,
        body: { lineas, ...(codigo_promocional ? { codigo_promocional } : {}) },
      });
    // A shopper's checkout quotes again and again with its real code: never limited.
    for (let i = 0; i < QUOTA_RULES.promo.limit + 5; i++) expect((await quote("SAVE20")).status).toBe(200);
    // Guesses through the quote: the limit's worth of answers, then 429.
    for (let i = 0; i < QUOTA_RULES.promo.limit; i++) {
      const res = await quote(`QUIZAS${i}`);
      expect(res.status).toBe(200);
      expect(res.body.error_codigo).toBe("Código promocional inválido");
    }
    const refused = await quote("QUIZAS");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The validation route shares the limit, and a quote without a code still works.
    expect(
      (await call("POST", "/api/promociones/validar", { ip, body: { codigo: "SAVE20", subtotal: 50 } })).status,
    ).toBe(429);
    expect((await quote()).status).toBe(200);
  });
});
