/** /admin/tienda/envios: the store's delivery methods (docs/delivery.md). */
export { DeliveryPage as Component } from "./delivery-page";
