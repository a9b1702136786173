/** /admin/tienda/marcas: the home page's brands strip. */
export { Component } from "./brands-page";
