/**
 * The admin's demand page (/admin/productos/avisos): the sold-out variants shoppers wait for,
 * most waited first, each with its stock editor (docs/restock-alerts.md).
 */
export { Component } from "./components/restock-demand-page";
