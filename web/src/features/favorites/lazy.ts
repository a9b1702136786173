/** Lazily loaded modules (front door for `import()` only; no static imports here). */
export const loadFavoritesPage = () => import("./components/favorites-page");
export const loadFavoritesDropdownContent = () => import("./components/favorites-dropdown-content");
