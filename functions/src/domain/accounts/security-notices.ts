import { randomUUID } from "node:crypto";
import { logger } from "../../lib/logger";
import { putSecurityNotice, querySecurityNotices, type SecurityNoticeRecord } from "../../data/security-notices";

/**
 * THE HOOK for security emails to an account's owner. The store has no email outbox yet, so a
 * notice is only recorded (table item `USUARIO#<id>` / `AVISO#<fecha>#<id>`, `enviado: false`)
 * and logged; the outbox, when it exists, sends the pending ones (and marks them sent). Call
 * sites: a sign-in ceiling tripped by guessing (login-throttle.ts) and a changed sign-in email
 * (profile.ts).
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
  const base = { id: randomUUID(), usuario_id: notice.usuarioId, fecha: now.toISOString(), enviado: false };
  const record: SecurityNoticeRecord =
    notice.tipo === "inicio_sesion_bloqueado"
      ? { ...base, tipo: notice.tipo, destinatario: notice.email, datos: { hasta: notice.hasta } }
      : {
          ...base,
          tipo: notice.tipo,
          destinatario: notice.emailAnterior,
          datos: { emailAnterior: notice.emailAnterior, emailNuevo: notice.emailNuevo },
        };
  await putSecurityNotice(record);
  logger.info("Security notice recorded (no outbox yet)", { tipo: record.tipo, usuarioId: record.usuario_id });
}

/** The notices recorded for a user, oldest first (tests, and the outbox to come). */
export function listSecurityNotices(userId: string): Promise<SecurityNoticeRecord[]> {
  return querySecurityNotices(userId);
}
