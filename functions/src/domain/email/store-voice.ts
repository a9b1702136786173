/**
 * How every email names the store: the owner's `nombre_tienda` from the settings in the subject,
 * greeting, signature and sender display name. A store whose owner has not named it yet speaks
 * neutrally (no name at all), so no shopper is ever told the store is called 'Tienda'.
 */
export interface StoreVoice {
  /** The store's name as its owner wrote it, or null while it has none. */
  nombre: string | null;
}

/** The store's voice from its settings (null settings or an empty name: no name). */
export function storeVoice(settings: { nombre_tienda?: string | null } | null | undefined): StoreVoice {
  // A display name and a subject are header text: no line breaks or control characters reach them.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const nombre = settings?.nombre_tienda?.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
  return { nombre: nombre ? nombre : null };
}

/** 'Recibimos tu pedido N · MODA CARACAS' (the name last, so the subject still starts with what happened). */
export function subjectOf(base: string, voice: StoreVoice): string {
  return voice.nombre ? `${base} · ${voice.nombre}` : base;
}

/** 'Hola Ana, te escribimos de MODA CARACAS.' or, unnamed, 'Hola Ana:' ('Hola:' with nobody to name). */
export function greetingOf(person: string | null, voice: StoreVoice): string {
  const who = person?.trim() ? ` ${person.trim()}` : "";
  return voice.nombre ? `Hola${who}, te escribimos de ${voice.nombre}.` : `Hola${who}:`;
}

/** 'El equipo de MODA CARACAS', or 'Saludos cordiales' while the store has no name. */
export function signatureOf(voice: StoreVoice): string {
  return voice.nombre ? `El equipo de ${voice.nombre}` : "Saludos cordiales";
}

/** 'de MODA CARACAS' after a noun ('tu cuenta de MODA CARACAS'), or nothing while unnamed. */
export function ofStore(voice: StoreVoice): string {
  return voice.nombre ? ` de ${voice.nombre}` : "";
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The HTML frame every email shares: the store's name on top, the body, the signature. */
export function htmlFrame(p: { voice: StoreVoice; subject: string; body: string; signature?: string }): string {
  const top = p.voice.nombre
    ? `<p style="font-size:14px;font-weight:bold;letter-spacing:1px;color:#2d3748">${escapeHtml(p.voice.nombre)}</p>\n`
    : "";
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1a202c;max-width:560px;margin:auto">
${top}<h1 style="font-size:20px">${escapeHtml(p.subject)}</h1>
${p.body}
<p style="color:#718096;font-size:12px">${escapeHtml(p.signature ?? signatureOf(p.voice))}</p></body></html>`;
}
