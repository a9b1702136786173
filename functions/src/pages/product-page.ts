import type { BreadcrumbList, Product, WithContext } from "schema-dts";
import { formatCents } from "@tienda/shared/rules/pricing";
import { nextOfferTransition, offerState, pricesAt } from "@tienda/shared/rules/offers";
import { totalStock, type ProductRecord } from "../domain/catalogue/product-record";
import { toApiProduct } from "../domain/catalogue/to-api-product";
import { escapeHtml, cutDescription } from "./html";
import type { PageImage, RenderedPage } from "./head";
import { breadcrumbs, pageUrl } from "./site-urls";

/**
 * The size product photos are shown at: the store's product frame is 4:5 (the seed draws 600×750,
 * the product page and cards crop to that ratio). Open Graph and the body's <img> both state it, so
 * a shared card and the first paint reserve the right box.
 */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 750 } as const;

const PLACEHOLDER_IMAGE = "img/placeholder.svg";

/** `/img/…` path of the product's main photo. */
export const mainImagePath = (p: Pick<ProductRecord, "imagenes">): string => `/${p.imagenes[0] ?? PLACEHOLDER_IMAGE}`;

/** '12.5' → '12.50': the price as schema.org and Open Graph want it (a dot, two decimals). */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** Seconds until the offer next moves this product's price, when that is sooner than `max`. */
function secondsUntilPriceChange(p: ProductRecord, now: Date, max: number): number | undefined {
  const next = p.oferta ? nextOfferTransition(p.oferta, now) : null;
  if (!next) return undefined;
  const seconds = Math.ceil((Date.parse(next) - now.getTime()) / 1000);
  return seconds < max ? Math.max(1, seconds) : undefined;
}

/** When the shown price stops holding: the end of a running offer, or the start of a scheduled one. */
function priceValidUntil(p: ProductRecord, now: Date): string | undefined {
  if (!p.oferta) return undefined;
  const state = offerState(p.oferta, now);
  if (state === "activa" && p.oferta.fin) return p.oferta.fin.slice(0, 10);
  if (state === "programada" && p.oferta.inicio) return p.oferta.inicio.slice(0, 10);
  return undefined;
}

/**
 * /producto/{id} of an active product: title, description, canonical URL, Open Graph with the
 * photo and price, one JSON-LD Product (with its offer and, when reviews exist, its rating), and
 * the name, photo and price in the body for the first paint. The price is the one the offer gives
 * at `now`, so a page rendered after an offer ended never shows the offer's price, even before the
 * offers job has run.
 */
export function productPage(
  p: ProductRecord,
  origin: string,
  now: Date,
  maxEdgeSeconds: number,
  /** The store's name, the offer's seller (none while the owner gave no name). */
  storeName: string | null = null,
): RenderedPage {
  const url = pageUrl(origin, `/producto/${encodeURIComponent(p.id)}`);
  const { precio_cents, precio_original_cents } = pricesAt(p, now);
  const inStock = totalStock(p) > 0;
  const description = cutDescription(p.descripcion || p.nombre);
  const images = (p.imagenes.length > 0 ? p.imagenes : [PLACEHOLDER_IMAGE]).map((k) => pageUrl(origin, `/${k}`));
  const image: PageImage = { url: images[0]!, ...PRODUCT_IMAGE_SIZE, alt: p.nombre };
  const validUntil = priceValidUntil(p, now);

  const product: WithContext<Product> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.nombre,
    description,
    image: images,
    sku: p.id,
    brand: { "@type": "Brand", name: p.marca_nombre },
    category: p.subcategoria_nombre ? `${p.categoria_nombre} > ${p.subcategoria_nombre}` : p.categoria_nombre,
    offers: {
      "@type": "Offer",
      url,
      price: amount(precio_cents),
      priceCurrency: "USD",
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(storeName ? { seller: { "@type": "Organization", name: storeName } } : {}),
      ...(validUntil ? { priceValidUntil: validUntil } : {}),
    },
    // Only real reviews: a product without any has no rating at all (never a made-up one).
    ...(p.num_resenas > 0 && p.calificacion > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.calificacion,
            reviewCount: p.num_resenas,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const trail: WithContext<BreadcrumbList> = breadcrumbs(origin, [
    ["Inicio", "/"],
    [p.categoria_nombre, `/tienda/${encodeURIComponent(p.categoria_id)}`],
    [p.nombre, `/producto/${encodeURIComponent(p.id)}`],
  ]);

  const was = precio_original_cents !== null && precio_original_cents > precio_cents;
  const body =
    `<div class="ssr-product"><img class="ssr-product-img" src="${escapeHtml(mainImagePath(p))}" alt="${escapeHtml(p.nombre)}"` +
    ` width="${PRODUCT_IMAGE_SIZE.width}" height="${PRODUCT_IMAGE_SIZE.height}" fetchpriority="high">` +
    `<div><h1>${escapeHtml(p.nombre)}</h1><p class="ssr-price">${formatCents(precio_cents)}` +
    (was ? ` <s>${formatCents(precio_original_cents)}</s>` : "") +
    `</p>${inStock ? "" : "<p>Agotado</p>"}</div></div>`;

  return {
    status: 200,
    head: {
      title: p.nombre,
      siteName: storeName,
      description,
      canonical: url,
      ogType: "product",
      image,
      og: [
        ["product:price:amount", amount(precio_cents)],
        ["product:price:currency", "USD"],
        ["product:availability", inStock ? "in stock" : "out of stock"],
        ["product:brand", p.marca_nombre],
      ],
      jsonLd: [product, trail],
    },
    body,
    preloadImage: mainImagePath(p),
    data: {
      url: `/api/productos/producto/${encodeURIComponent(p.id)}`,
      body: toApiProduct({ ...p, precio_cents, precio_original_cents }),
    },
    edgeSeconds: secondsUntilPriceChange(p, now, maxEdgeSeconds),
  };
}
