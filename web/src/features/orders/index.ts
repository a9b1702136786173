/** The orders feature: the order page (signed-in and guest-link routes) and its receipt actions. */
export { Component } from "./components/order-route";
export { OrderPage } from "./components/order-page";
