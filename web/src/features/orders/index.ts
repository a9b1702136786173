/**
 * The orders feature: the order page (its routes, guest link and profile: ./lazy), the history
 * timeline and order-line row the admin reuses, and the receipt input and display rules the checkout shares. The
 * order page itself is not exported: whoever imports this file would download it too.
 */
export { OrderTimeline } from "./components/order-timeline";
export { OrderLineRow, orderLineKey } from "./components/order-line-row";
export { ReceiptFileInput } from "./components/receipt-file-input";
export { formatDateTime } from "./lib/dates";
export { bancoConCodigo } from "./lib/payment";
export { discountLabel } from "./lib/discount";
