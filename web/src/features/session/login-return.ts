/**
 * Router state for a link to the sign-in page: the page to return to afterwards (the login page
 * reads `state.from`, see features/account/lib/redirect.ts). Every 'Iniciar Sesión' link of the
 * shell passes it, so signing in brings the shopper back where they were.
 */
export function loginReturnState(location: { pathname: string; search: string }): { from: string } {
  return { from: `${location.pathname}${location.search}` };
}
