/** The checkout feature (/carrito/pago): only its route is public (./lazy). */
export {};
