/** Product: only its routes are public (./lazy). */
export {};
