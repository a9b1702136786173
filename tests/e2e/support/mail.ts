/**
 * The store's outgoing mail as the browser tests see it: the local runtime sends through its
 * maildev instance, whose web API (E2E_MAIL_WEB_PORT, the worker's own store's: ./store.ts) lists
 * what arrived.
 */
export interface Correo {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
}

/**
 * Every email sent so far to `address` (case-insensitive), oldest first; none while the API is down.
 * `port`: another store's catcher (the SEED=none store's is E2E_EMPTY_MAIL_WEB_PORT).
 */
export async function mailsTo(address: string, port = process.env.E2E_MAIL_WEB_PORT): Promise<Correo[]> {
  if (!port) throw new Error("E2E_MAIL_WEB_PORT no está definido (lo define el fixture de ./store.ts)");
  const res = await fetch(`http://127.0.0.1:${port}/api/email`);
  if (!res.ok) return [];
  const all = (await res.json()) as Correo[];
  const wanted = address.toLowerCase();
  return all.filter((m) => m.to?.some((t) => t.address.toLowerCase() === wanted));
}

/**
 * The first link path matching `path` (e.g. /\/newsletter\/confirmar\?token=[\w-]+/) in the
 * emails sent to `address`, or null until one has arrived: poll it with `expect.poll`.
 */
export async function linkSentTo(address: string, path: RegExp): Promise<string | null> {
  for (const mail of await mailsTo(address)) {
    const found = path.exec(mail.text ?? "")?.[0];
    if (found) return found;
  }
  return null;
}
