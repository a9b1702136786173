/** Layout: the store's header and top banner (the footer loads lazily: ./lazy). */
export { Header } from "./components/header";
export { TopBannerSlot } from "./components/top-banner-slot";
