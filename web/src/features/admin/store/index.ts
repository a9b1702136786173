/**
 * The admin's store section (/admin/tienda/*): its layout with the sub-navigation, and one lazy
 * screen per section listed in ./sections.
 */
export { Component } from "./store-layout";
