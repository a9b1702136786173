import { menuSlotRecipe, tableSlotRecipe } from "@chakra-ui/react/theme";
import { getSystem } from "@/theme/system";

/**
 * Recipes only the admin area renders (menus, tables), added to the running system the way
 * `theme/extra-recipes` does, so they stay out of the shopper's downloads. Every admin module
 * that renders a Menu or a Table imports this module first (its side effect runs before any
 * of them renders).
 */
const theme = (getSystem()._config.theme ??= {});
theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, {
  menu: menuSlotRecipe,
  table: tableSlotRecipe,
});

export const ADMIN_RECIPES_READY = true;
