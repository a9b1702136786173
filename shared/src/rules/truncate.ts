/**
 * Text cut with an ellipsis (storefront spec, top banner on small screens: text over 30
 * characters is cut to 25 plus ellipsis; link text over 15 is cut to 12).
 */
export const ELLIPSIS = "...";

export function truncate(text: string, max: number, keep: number = max): string {
  if (text.length <= max) return text;
  return text.slice(0, keep) + ELLIPSIS;
}

export const BANNER_TEXT_MAX = 30;
export const BANNER_TEXT_KEEP = 25;
export const BANNER_LINK_MAX = 15;
export const BANNER_LINK_KEEP = 12;

export function truncateBannerText(text: string): string {
  return truncate(text, BANNER_TEXT_MAX, BANNER_TEXT_KEEP);
}

export function truncateBannerLink(text: string): string {
  return truncate(text, BANNER_LINK_MAX, BANNER_LINK_KEEP);
}
