/**
 * Session: who is signed in. The lowest feature: every other feature may use it, it uses none.
 */
export { sessionQueryKey, useLogout, useSession, type Usuario } from "./use-session";
export { loginReturnState } from "./login-return";
