/** Account: sign-in, registration, password reset and the profile (routes: ./lazy). */
export { AccessDenied } from "./routes/profile-route";
