/** The orders feature: the order page (signed-in and guest-link routes), its receipt actions, and the history timeline the admin reuses. */
export { Component } from "./components/order-route";
export { OrderPage } from "./components/order-page";
export { OrderTimeline } from "./components/order-timeline";
