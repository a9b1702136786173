/**
 * The admin's payments page (/admin/pagos): payment review (approve, reject with a reason) and
 * fulfilment (in transit, delivered, cancel, archive) over GET/POST/PUT/DELETE /api/pedido.
 */
export { Component } from "./components/payments-page";
export { adminOrdersKey, adminOrderKey } from "./api/admin-orders-api";
