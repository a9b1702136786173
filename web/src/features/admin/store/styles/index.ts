/** /admin/tienda/estilos: the styles of the home page's grid and the style pages. */
export { Component } from "./styles-page";
