import {
  containerRecipe,
  textareaRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { getSystem } from "./system";

/**
 * Recipes of the components that never render on the first paint of the home page. This module
 * is its own chunk: importing it adds them to the running system (Chakra looks recipes up by key
 * in the system's theme when a component first renders), so it must be loaded before any of
 * those components renders — `withExtraRecipes` below does that for lazy modules.
 */
const theme = (getSystem()._config.theme ??= {});
theme.recipes = Object.assign(theme.recipes ?? {}, {
  container: containerRecipe,
  textarea: textareaRecipe,
});
theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
});

export const EXTRA_RECIPES_READY = true;
