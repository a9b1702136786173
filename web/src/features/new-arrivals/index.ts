/** New arrivals (/novedades): only its route is public (./lazy). */
export {};
