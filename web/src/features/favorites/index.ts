/**
 * Favorites: the shopper's favourite products (guest copy or account copy).
 * The header imports this file, so whatever it exports that anybody uses lands in the first
 * download: export only what the header needs anyway.
 */
export { serverFavoritesKey, useFavorites } from "./hooks/use-favorites";
export { guestFavorites } from "./api/guest-favorites";
