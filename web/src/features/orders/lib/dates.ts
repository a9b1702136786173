let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** ISO date → es-ES day/month/year and time ('05/03/2025, 14:30'); unparseable input unchanged. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return (dateTimeFormat ??= new Intl.DateTimeFormat("es-ES", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })).format(new Date(t));
}
