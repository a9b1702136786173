import type { RenderedEmail } from "./order-emails";
import { recipient } from "./recipient";
import { escapeHtml, greetingOf, htmlFrame, ofStore, signatureOf, subjectOf, type StoreVoice } from "./store-voice";

/**
 * Security emails to an account's owner (Spanish, HTML with a plain-text part): the sign-in
 * ceiling tripped by guessing from unknown browsers, a changed sign-in email (sent to the
 * address that was replaced), and the confirmation link of an email change (sent to the new
 * address; the change happens only when it is opened).
 */
export const ACCOUNT_EMAIL_KINDS = [
  "inicio_sesion_bloqueado",
  "email_cambiado",
  "confirmar_email",
  // The newsletter's double opt-in link (domain/content/newsletter.ts).
  "confirmar_newsletter",
] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export function isAccountEmailKind(kind: string): kind is AccountEmailKind {
  return (ACCOUNT_EMAIL_KINDS as readonly string[]).includes(kind);
}

const esc = escapeHtml;

let dateFormat: Intl.DateTimeFormat | undefined;
const when = (iso: string) =>
  (dateFormat ??= new Intl.DateTimeFormat("es-VE", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Caracas",
  })).format(new Date(iso));

export function renderAccountEmail(
  kind: AccountEmailKind,
  to: string,
  datos: Record<string, string>,
  appOrigin: string,
  /** The secret link of a confirmation (path with its token). */
  enlace: string | undefined,
  /** How the store names itself (store-voice.ts). */
  voice: StoreVoice,
): RenderedEmail {
  const deTienda = ofStore(voice);
  let subject: string;
  let paras: string[];
  let link = `${appOrigin}/perfil`;
  let cta = "Ir a mi perfil";
  if (kind === "confirmar_email") {
    if (!enlace) throw new Error("confirmar_email without its link");
    subject = `Confirma el nuevo email de tu cuenta${deTienda}`;
    paras = [
      `Pediste usar esta dirección como el email para iniciar sesión en tu cuenta${deTienda}.`,
      "Para confirmar el cambio, abre el enlace de abajo en las próximas 24 horas con tu sesión iniciada.",
      "Si no lo pediste tú, ignora este correo: el email de la cuenta no cambiará.",
    ];
    link = `${appOrigin}${enlace}`;
    cta = "Confirmar mi nuevo email";
  } else if (kind === "confirmar_newsletter") {
    if (!enlace) throw new Error("confirmar_newsletter without its link");
    subject = `Confirma tu suscripción al newsletter${deTienda}`;
    paras = [
      `Pediste recibir el newsletter${deTienda} en esta dirección.`,
      "Para confirmar tu suscripción, abre el enlace de abajo en los próximos 7 días.",
      "Si no lo pediste tú, ignora este correo: no te suscribiremos.",
    ];
    link = `${appOrigin}${enlace}`;
    cta = "Confirmar mi suscripción";
  } else if (kind === "inicio_sesion_bloqueado") {
    subject = `Intentos de acceso bloqueados en tu cuenta${deTienda}`;
    paras = [
      "Detectamos muchos intentos fallidos de iniciar sesión en tu cuenta desde navegadores desconocidos.",
      `Por seguridad, los inicios de sesión desde navegadores que no usaste antes quedan bloqueados hasta el ${when(datos.hasta ?? new Date().toISOString())}. Desde tus navegadores habituales puedes seguir entrando.`,
      "Si no fuiste tú, te recomendamos cambiar tu contraseña desde tu perfil.",
    ];
  } else {
    subject = `El email de tu cuenta${deTienda} cambió`;
    paras = [
      `El email para iniciar sesión en tu cuenta cambió de ${datos.emailAnterior ?? to} a ${datos.emailNuevo ?? "otra dirección"}.`,
      "Si no hiciste este cambio, escríbenos de inmediato respondiendo a este correo o desde la página de contacto.",
    ];
  }
  // The subject already names the store ('…de tu cuenta de MODA CARACAS'): no suffix again.
  const shown = voice.nombre && !subject.includes(voice.nombre) ? subjectOf(subject, voice) : subject;
  const hello = greetingOf(null, voice);
  const text = [hello, "", ...paras.flatMap((p) => [p, ""]), `${cta}: ${link}`, "", signatureOf(voice)].join("\n");
  const html = htmlFrame({
    voice,
    subject: shown,
    body: `<p>${esc(hello)}</p>
${paras.map((p) => `<p>${esc(p)}</p>`).join("\n")}
<p><a href="${esc(link)}">${esc(cta)}</a></p>`,
  });
  return { to: recipient(to), subject: shown, text, html, ...(voice.nombre ? { fromName: voice.nombre } : {}) };
}
