import { apiCall } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { guestCart, mergeIntoServerCart, serverCartKey } from "@/features/cart";
import { guestFavorites, serverFavoritesKey } from "@/features/favorites";

/**
 * Merges the guest cart and favourites into the signed-in account (storefront spec §4: on login
 * guest lists merge into the account). Call it right after a successful login or registration;
 * it resolves to true when something was merged, so the caller can show
 * 'Tus productos se han sincronizado con tu cuenta'. It lives in the account feature (the login is
 * its moment) and uses only what the cart and favorites front doors export, so neither of those
 * features imports the other.
 */
export async function mergeGuestListsIntoAccount(): Promise<boolean> {
  const lineas = guestCart.get();
  const productos = guestFavorites.get();
  const tasks: Promise<unknown>[] = [];
  if (lineas.length) {
    tasks.push(
      // The server adds them with the cart's conditional (versioned) write, so a second tab loses nothing.
      mergeIntoServerCart(lineas).then((d) => {
        queryClient.setQueryData(serverCartKey, d);
        guestCart.clear();
      }),
    );
  }
  if (productos.length) {
    tasks.push(
      apiCall("PUT /api/favoritos", { body: { productos, fusionar: true } }).then((d) => {
        queryClient.setQueryData(serverFavoritesKey, d);
        guestFavorites.clear();
      }),
    );
  }
  await Promise.all(tasks);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: serverCartKey }),
    queryClient.invalidateQueries({ queryKey: serverFavoritesKey }),
  ]);
  return tasks.length > 0;
}
