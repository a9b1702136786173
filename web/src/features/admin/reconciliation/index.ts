/**
 * The admin's bank statement reconciliation (/admin/pagos/conciliacion): upload a statement,
 * see its credits grouped against the orders awaiting payment, approve the exact matches or
 * confirm pairs by hand, and the history of imports (docs/reconciliation.md).
 */
export { Component } from "./components/reconciliation-page";
