/**
 * Cache-Control of the public catalogue reads: the routes marked `cache: "public"` in
 * shared/src/routes.ts, whose answer is the same for everyone. CloudFront keeps them a
 * minute (s-maxage) and then serves the old copy once more while it fetches a new one
 * (stale-while-revalidate); browsers keep them a minute too, counted from when CloudFront
 * fetched them (the Age header). Why these numbers: docs/performance.md, "Edge caching".
 *
 * Errors never carry it: endpoint() answers them with its default `no-store`.
 */
export const PUBLIC_MAX_AGE_S = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 300;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}, s-maxage=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;

/** Reply headers for a public catalogue read (`return { body, headers: publicCache }`). */
export const publicCache: Readonly<Record<string, string>> = { "cache-control": PUBLIC_CACHE_CONTROL };
