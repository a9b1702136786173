/** /admin/tienda/categorias: the categories and subcategories of the menus. */
export { Component } from "./categories-page";
