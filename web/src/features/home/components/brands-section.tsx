import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useContent } from "@/features/content";
import { paths } from "@/config/paths";
import { resolveImage } from "@/lib/image";
import states from "@/components/ui/states.module.css";
import css from "./hero.module.css";

/**
 * At most 6 tiles. The spec's grid padded them with fallback names (VERSACE, ZARA…); a real store
 * shows only its own brands, so there is no padding.
 */
const SLOTS = 6;

function BrandTile({ nombre, logotipo, enlace }: { nombre: string; logotipo?: string; enlace: string }) {
  const [failed, setFailed] = useState(!logotipo);
  return (
    <RouterLink to={enlace} className={css.tile} aria-label={nombre}>
      {failed ? (
        <p className={css.brandName}>{nombre.toUpperCase()}</p>
      ) : (
        <img
          className={css.brandLogo}
          src={resolveImage(logotipo)}
          alt={nombre}
          width={128}
          height={48}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </RouterLink>
  );
}

export function BrandsSection() {
  const { data, isLoading, isError } = useContent("marcas");
  if (isLoading) return <div className={`${states.bone} ${css.brandsSkeleton}`} />;
  if (isError) {
    return (
      <div className={css.brandsError} role="alert">
        No se pudieron cargar las marcas
      </div>
    );
  }
  // The store has no brands block yet, or a block without brands: the strip hides.
  const marcas = data?.marcas ?? [];
  if (!data || marcas.length === 0) return null;
  const tiles = marcas
    .slice(0, SLOTS)
    .map((m) => ({ key: m.id, nombre: m.nombre, logotipo: m.logotipo, enlace: m.enlace || paths.brand(m.id) }));
  return (
    <section className={css.brands} aria-labelledby="brands-title">
      <div className={css.brandsInner}>
        <h2 id="brands-title" className={css.brandsTitle}>
          {data.titulo}
        </h2>
        {data.subtitulo && <p className={css.brandsSubtitle}>{data.subtitulo}</p>}
        <div className={css.brandsGrid}>
          {tiles.map((t) => (
            <BrandTile key={t.key} nombre={t.nombre} logotipo={t.logotipo} enlace={t.enlace} />
          ))}
        </div>
      </div>
    </section>
  );
}
