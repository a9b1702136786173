/** Temporary /admin page (see dashboard-placeholder-page.tsx): the dashboard issue replaces it. */
export { Component } from "./dashboard-placeholder-page";
