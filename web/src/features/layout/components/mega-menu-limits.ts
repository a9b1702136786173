/** Up to eight groups with up to eight subcategories each (spec, category mega-menu). */
export const MAX_GROUPS = 8;
export const MAX_SUBCATEGORIES = 8;
