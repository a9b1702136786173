import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  listSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";

/**
 * The Chakra system is built from the base config plus only the recipes we render, so the
 * ~100 unused component recipes stay out of the shopper's bundle (performance budget).
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: {
    ...globalCss,
    body: { ...(globalCss.body as object), bg: "white", color: "gray.900" },
    // Visible keyboard focus everywhere (accessibility): the ring only shows for keyboard users.
    ":where(a, button, input, select, textarea, [tabindex]):focus-visible": {
      outline: "2px solid",
      outlineColor: "blue.600",
      outlineOffset: "2px",
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, monospace" },
      },
    },
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      list: listSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
