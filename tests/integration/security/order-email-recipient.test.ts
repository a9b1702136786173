import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:net";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import { mailWebUrl } from "../../helpers/inbox";
import { call } from "../../helpers/api";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { outboxPutAccount, type OutboxEmail } from "../../../functions/src/data/outbox";
import { deliverEmail } from "../../../functions/src/domain/email/send-outbox";
import { sendEmails } from "../../helpers/outbox";
import { resetMailer } from "../../../functions/src/lib/mailer";

/**
 * Issue 32, item 3: order emails to any address. The checkout's email was free text, so a list
 * ("a@x.com, b@y.org") mailed both, a CRLF added a header, an address the mail service refused was
 * retried eight times over a day and a half, and the name put any text in the store's greeting.
 */
interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
}
const inbox = async () => (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[];

async function storedEmail(id: string): Promise<Record<string, any>> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.email(id), ConsistentRead: true }),
  );
  return Item!;
}

/** An outbox item the shared sender job will not pick up (due tomorrow), for deliverEmail alone. */
async function privateOutboxItem(item: Record<string, any>): Promise<OutboxEmail> {
  const due = new Date(Date.now() + 24 * 3600_000).toISOString();
  const stored = { ...item, ...keys.emailDueGsi3(item.id, due), siguiente_intento: due };
  await db().send(new PutCommand({ TableName: tableName(), Item: stored }));
  return { ...(stored as unknown as OutboxEmail), clave_cola: String(stored.GSI3SK) };
}

/** A loopback SMTP server that answers every RCPT TO with `rcptReply` (e.g. a 550 "no such user"). */
async function refusingSmtp(rcptReply: string): Promise<Server> {
  const server = createServer((sock) => {
    sock.on("error", () => {});
    sock.write("220 prueba ESMTP\r\n");
    let buf = "";
    let inData = false;
    sock.on("data", (chunk) => {
      buf += chunk.toString("latin1");
      for (let i = buf.indexOf("\r\n"); i >= 0; i = buf.indexOf("\r\n")) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            sock.write("250 ok\r\n");
          }
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "RCPT") sock.write(`${rcptReply}\r\n`);
        else if (cmd === "DATA") {
          inData = true;
          sock.write("354 go\r\n");
        } else if (cmd === "QUIT") sock.end("221 bye\r\n");
        else sock.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

let restore: (() => Promise<void>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
});

async function useSmtp(server: Server) {
  const port = process.env.SMTP_PORT;
  process.env.SMTP_PORT = String((server.address() as { port: number }).port);
  resetMailer();
  restore = async () => {
    process.env.SMTP_PORT = port;
    resetMailer();
    await new Promise((resolve) => server.close(resolve));
  };
}

describe("the checkout's email and names", () => {
  it("replays the list and the CRLF: refused with 'Email inválido', no order", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const tag = randomUUID().slice(0, 8);
    for (const email of [
      `lista-${tag}@x.com, otra-${tag}@y.org`,
      `lista-${tag}@x.com,otra-${tag}@y.org`,
      `lista-${tag}@x.com\r\nBcc: oculta-${tag}@y.org`,
      // These pass the form's format pattern; the server's RFC 5322 parse refuses them.
      `lista-${tag}@x.com,y.org`,
      `Ana<lista-${tag}@x.com>`,
    ]) {
      const res = await placeOrder(orderBody([{ productoId: p.id }], { email }));
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.errores, JSON.stringify(email)).toEqual({ email: "Email inválido" });
    }
    await sendEmails(new Date());
    expect((await inbox()).filter((m) => m.to.some((t) => t.address.includes(tag)))).toEqual([]);
  });

  it("replays the greeting: a name with a link or digits is refused in Spanish", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const res = await placeOrder(
      orderBody([{ productoId: p.id }], {
        nombre: "Tu cuenta fue suspendida, entra en www.tienda-falsa.com",
        apellido: "2",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual({
      nombre: "El nombre solo puede contener letras, espacios, puntos, apóstrofos y guiones",
      apellido: "El apellido solo puede contener letras, espacios, puntos, apóstrofos y guiones",
    });
  });

  it("a valid order mails exactly its one address, greeting the shopper by name", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const email = `una-${randomUUID().slice(0, 8)}@correo.com`;
    const res = await placeOrder(
      orderBody([{ productoId: p.id }], { email, nombre: "María José", apellido: "O'Brien" }),
    );
    expect(res.status).toBe(201);
    await sendEmails(new Date());
    // The shopper's emails about the order (the owner's notice of it goes to the store's address).
    const mails = (await inbox()).filter(
      (m) => m.subject.includes(res.body.pedido.numero_pedido) && !m.subject.startsWith("Nuevo pedido"),
    );
    expect(mails.map((m) => m.to.map((t) => t.address))).toEqual([[email]]);
    expect(mails[0]!.text).toMatch(/^Hola María José, te escribimos de /);
  });
});

describe("the outbox gives up at once on a recipient that cannot be delivered", () => {
  it("replays a stored list address: no email to anyone, given up on the first attempt, its link scrubbed", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const placed = await placeOrder(orderBody([{ productoId: p.id }]));
    const id = placed.body.pedido.id as string;
    const tag = randomUUID().slice(0, 8);
    // An order stored before the check, and its email as the outbox kept it then (link in contexto).
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: "SET cliente.email = :e",
        ExpressionAttributeValues: { ":e": `lista-${tag}@x.com, otra-${tag}@y.org` },
      }),
    );
    const emailId = randomUUID();
    const now = new Date().toISOString();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.email(emailId),
          ...keys.emailDueGsi3(emailId, now),
          entidad: "correo",
          v: 1,
          id: emailId,
          tipo: "pedido_creado",
          pedido_id: id,
          contexto: { enlace: `/pedido/${id}?token=secreto-${tag}` },
          estado: "pendiente",
          intentos: 0,
          siguiente_intento: now,
          creado: now,
        },
      }),
    );

    await sendEmails(new Date());
    await sendEmails(new Date(Date.now() + 2 * 3600_000));

    expect((await inbox()).filter((m) => m.to.some((t) => t.address.includes(tag)))).toEqual([]);
    const item = await storedEmail(emailId);
    expect(item).toMatchObject({ estado: "fallido", intentos: 1 });
    expect(item.GSI3PK).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain(`secreto-${tag}`);
  });

  it("replays an SMTP 550 for the recipient: failed for good on the first attempt, not retried for a day and a half", async () => {
    await useSmtp(await refusingSmtp("550 5.1.1 <nadie@correo.com>: Recipient address rejected: User unknown"));
    const put = outboxPutAccount(
      "confirmar_email",
      "nadie@correo.com",
      {},
      new Date(),
      "/perfil/confirmar-email?token=secreto550",
    );
    const email = await privateOutboxItem(put.Put.Item);

    expect(await deliverEmail(email, null, new Date())).toBe("fallido");
    const item = await storedEmail(email.id);
    expect(item).toMatchObject({ estado: "fallido", intentos: 1 });
    expect(item.error).toContain("550");
    expect(item.GSI3PK).toBeUndefined();
    expect(item.enlace).toBeUndefined();
  });

  it("a temporary refusal (4xx) is retried later and keeps its link until then", async () => {
    await useSmtp(await refusingSmtp("450 4.2.1 Mailbox busy, try later"));
    const put = outboxPutAccount(
      "confirmar_email",
      "ocupado@correo.com",
      {},
      new Date(),
      "/perfil/confirmar-email?token=secreto450",
    );
    const email = await privateOutboxItem(put.Put.Item);

    expect(await deliverEmail(email, null, new Date())).toBe("retry");
    const item = await storedEmail(email.id);
    expect(item).toMatchObject({
      estado: "pendiente",
      intentos: 1,
      enlace: "/perfil/confirmar-email?token=secreto450",
    });
    expect(item.GSI3PK).toBeDefined();
  });
});

describe("secret links leave the outbox when the email is done", () => {
  it("an item written before the link moved out of contexto still sends its guest link, then loses it", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const email = `legado-${randomUUID().slice(0, 8)}@correo.com`;
    const placed = await placeOrder(orderBody([{ productoId: p.id }], { email }));
    const id = placed.body.pedido.id as string;
    const emailId = randomUUID();
    const legacy = await privateOutboxItem({
      ...keys.email(emailId),
      entidad: "correo",
      v: 1,
      id: emailId,
      tipo: "comprobante_recibido",
      pedido_id: id,
      contexto: { enlace: `/pedido/${id}?token=legado123` },
      estado: "pendiente",
      intentos: 0,
      creado: new Date().toISOString(),
    });

    expect(await deliverEmail(legacy, null, new Date())).toBe("sent");
    const mail = (await inbox()).find(
      (m) => m.to.some((t) => t.address === email) && m.subject.startsWith("Recibimos tu comprobante"),
    );
    expect(mail?.text).toContain(`/pedido/${id}?token=legado123`);
    const item = await storedEmail(emailId);
    expect(item.estado).toBe("enviado");
    expect(JSON.stringify(item)).not.toContain("legado123");
  });

  it("a new item keeps the link apart from its context, and drops it once sent", async () => {
    const to = `nuevo-${randomUUID().slice(0, 8)}@correo.com`;
    const put = outboxPutAccount("confirmar_email", to, {}, new Date(), "/perfil/confirmar-email?token=secretoNuevo");
    expect(put.Put.Item).toMatchObject({ enlace: "/perfil/confirmar-email?token=secretoNuevo", contexto: {} });
    const email = await privateOutboxItem(put.Put.Item);

    expect(await deliverEmail(email, null, new Date())).toBe("sent");
    const mail = (await inbox()).find((m) => m.to.some((t) => t.address === to));
    expect(mail?.text).toContain("http://localhost:3000/perfil/confirmar-email?token=secretoNuevo");
    expect(JSON.stringify(await storedEmail(email.id))).not.toContain("secretoNuevo");
  });
});

describe("sign-up and newsletter addresses", () => {
  // Each value passes the forms' format pattern but is not one plain mailbox.
  const tag = randomUUID().slice(0, 8);
  const notOneMailbox = [`alta-${tag}@x.com,y.org`, `Ana<alta-${tag}@x.com>`];

  it("registration refuses an address that is not one mailbox, and creates no account", async () => {
    for (const email of notOneMailbox) {
      const body = {
        firstName: "Ana",
        lastName: "Pérez",
        email,
        password: "Vela-Cometa-2931",
        confirmPassword: "Vela-Cometa-2931",
      };
      const res = await call("POST", "/api/auth/registro", { body });
      expect(res.status, email).toBe(400);
      expect(res.body.errores, email).toEqual({ email: "Email inválido" });
      const login = await call("POST", "/api/auth/login", { body: { email, password: body.password } });
      expect(login.status, email).not.toBe(200);
    }
  });

  it("the newsletter refuses an address that is not one mailbox and sends nothing", async () => {
    for (const email of notOneMailbox) {
      const res = await call("POST", "/api/newsletter", { body: { email } });
      expect(res.status, email).toBe(400);
      expect(res.body.errores, email).toEqual({ email: "Por favor ingresa un email válido" });
    }
    await sendEmails(new Date());
    const recipients = (await inbox()).flatMap((m) => m.to.map((t) => t.address));
    expect(recipients.filter((a) => a.includes(tag))).toEqual([]);
  });
});
