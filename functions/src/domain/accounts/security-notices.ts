import { randomUUID } from "node:crypto";
import { logger } from "../../lib/logger";
import { putSecurityNotice, querySecurityNotices, type SecurityNoticeRecord } from "../../data/security-notices";
import { outboxPutAccount } from "../../data/outbox";

/**
 * Security emails to an account's owner: the notice is recorded (table item `USUARIO#<id>` /
 * `AVISO#<fecha>#<id>`) and its email put in the outbox in one transaction, so the sender job
 * delivers it. Call sites: a sign-in ceiling tripped by guessing (login-throttle.ts) and a
 * changed sign-in email (profile.ts).
 */
export type SecurityNotice =
  | {
      tipo: "inicio_sesion_bloqueado";
      usuarioId: string;
      email: string;
      /** Until when cookie-less sign-ins are refused (ISO). */
      hasta: string;
    }
  | {
      tipo: "email_cambiado";
      usuarioId: string;
      /** The owner is told at the address that was replaced. */
      emailAnterior: string;
      emailNuevo: string;
    };

export async function notifyAccountOwner(notice: SecurityNotice, now: Date = new Date()): Promise<void> {
  // `enviado`: its email is in the outbox, written in the same transaction.
  const base = { id: randomUUID(), usuario_id: notice.usuarioId, fecha: now.toISOString(), enviado: true };
  const record: SecurityNoticeRecord =
    notice.tipo === "inicio_sesion_bloqueado"
      ? { ...base, tipo: notice.tipo, destinatario: notice.email, datos: { hasta: notice.hasta } }
      : {
          ...base,
          tipo: notice.tipo,
          destinatario: notice.emailAnterior,
          datos: { emailAnterior: notice.emailAnterior, emailNuevo: notice.emailNuevo },
        };
  await putSecurityNotice(record, outboxPutAccount(notice.tipo, record.destinatario, record.datos, now));
  logger.info("Security notice recorded and emailed", { tipo: record.tipo, usuarioId: record.usuario_id });
}

/** The notices recorded for a user, oldest first (tests, and the outbox to come). */
export function listSecurityNotices(userId: string): Promise<SecurityNoticeRecord[]> {
  return querySecurityNotices(userId);
}
