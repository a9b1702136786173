/** Up to eight groups with up to eight subcategories each (spec, category mega-menu). */
export const MAX_GROUPS = 8;
export const MAX_SUBCATEGORIES = 8;
/** What the category menus say while the store has no categories (a new store). */
export const NO_CATEGORIES = "Aún no hay categorías";
