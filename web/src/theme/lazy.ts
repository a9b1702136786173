/**
 * Loads a lazy module together with the recipes that are not part of the first download
 * (./extra-recipes), so its Chakra components find their styles on first render.
 */
export function withExtraRecipes<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), import("./extra-recipes")]).then(([m]) => m);
}
