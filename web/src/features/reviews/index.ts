/**
 * Reviews from verified buyers: the 'Calificar' button of a delivered order's lines. The product
 * page's block is loaded through ./lazy.
 */
export { RateButton } from "./components/rate-button";
export type { RateTarget } from "./components/rate-dialog";
