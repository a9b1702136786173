/** Each known category has an icon (storefront spec, mega-menu); decorative only. */
const ICONS: Record<string, string> = {
  "ropa-hombre": "👔",
  "ropa-mujer": "👗",
  calzado: "👟",
  accesorios: "👜",
  deportes: "🏃",
  infantil: "🧸",
  temporada: "☀️",
  marcas: "🏷️",
};

export function CategoryIcon({ id }: { id: string }) {
  return (
    <span aria-hidden="true" style={{ width: "1.5em", display: "inline-block", textAlign: "center" }}>
      {ICONS[id] ?? "•"}
    </span>
  );
}
