/** The checkout feature (/carrito/pago): only the route module is public. */
export { Component } from "./components/checkout-page";
