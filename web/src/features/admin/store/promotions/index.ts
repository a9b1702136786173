/** /admin/tienda/promociones: the store's promo codes, their rules and uses. */
export { Component } from "./promotions-page";
