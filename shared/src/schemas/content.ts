/**
 * Content blocks as the API returns them from `GET /api/contenido/{clave}` (storefront spec §3
 * "Content blocks"). The shapes are zod schemas in ./content-shapes.ts; their types are
 * re-exported here.
 */
import type { ContentKey } from "./catalogue";
import type { ContentBlocks, MasVendidosBlock, NuevosBlock } from "./content-shapes";

export type {
  BannerBlock,
  ColumnaFooter,
  ContentBlocks,
  Diapositiva,
  ElementoMenu,
  EnlaceFooter,
  Estadistica,
  EstilosBlock,
  EstiloTile,
  FooterBlock,
  HeroBlock,
  MarcasBlock,
  MarcaTile,
  MasVendidosBlock,
  MetodoPago,
  NavegacionBlock,
  NewsletterBlock,
  NuevosBlock,
  ProductosBlock,
  RedSocial,
} from "./content-shapes";

/** Blocks as stored (`datos`): product sections keep only their title. */
export type StoredContentBlocks = Omit<ContentBlocks, "nuevos" | "mas-vendidos"> & {
  nuevos: Omit<NuevosBlock, "productos">;
  "mas-vendidos": Omit<MasVendidosBlock, "productos">;
};

export type ContentBlock<K extends ContentKey> = ContentBlocks[K];
