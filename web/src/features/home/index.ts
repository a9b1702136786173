/** Home: only its route is public (./lazy). */
export {};
