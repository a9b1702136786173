/** Content block shapes come from the shared schema (storefront spec §3 "Content blocks"). */
export type {
  BannerBlock,
  ContentBlocks,
  Diapositiva as HeroSlide,
  ElementoMenu as MenuItem,
  EnlaceFooter as FooterLink,
  EstilosBlock,
  FooterBlock,
  HeroBlock,
  MarcasBlock,
  NavegacionBlock,
  NewsletterBlock,
  ProductosBlock,
} from "@tienda/shared/schemas/content";
