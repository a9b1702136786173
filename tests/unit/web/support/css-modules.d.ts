/*
 * The SPA's CSS modules as the root typecheck sees them (web/tsconfig.json gets this from
 * vite/client): unit tests that render a component drawn with one import its module too.
 */
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
