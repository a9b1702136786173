/**
 * The admin area's shell: the /admin* layout route (navigation), the access guard every admin
 * page wraps itself in, and the admin-only Chakra recipes.
 */
export { Component } from "./admin-layout";
export { AdminGuard, AdminPageSkeleton, guardedPage, type AdminGuardProps } from "./admin-guard";
export { ADMIN_NAV, AdminNavLink } from "./admin-nav";
export { AdminPagination } from "./admin-pagination";
export { AdminResultsFooter } from "./admin-results-footer";
export { ADMIN_RECIPES_READY } from "./admin-recipes";
export * from "./admin-icons";
export { AdminPage, adminSection } from "./admin-page";
export { AdminPageHeader, AdminRefreshButton, AdminBackLink, type AdminPageHeaderProps } from "./admin-page-header";
export { AdminSearchInput } from "./admin-search-input";
export { AdminFilters, AdminFilterSelect, type AdminFilterOption, type AdminFiltersSearch } from "./admin-filters";
export { AdminResults } from "./admin-results";
export { AdminListBody } from "./admin-list-body";
export { AdminCard, AdminCardList } from "./admin-cards";
export { AdminTable } from "./admin-table";
export { KpiGrid, KpiCard, KpiSkeleton, KpiValue, type Kpi } from "./kpi-grid";
export { AdminExportButton, useCsvExport } from "./admin-export";
export { useTableLayout } from "./use-table-layout";
export { useLastPageBound, useUrlFilters, type UpdateUrlFilters } from "./url-filters";
export { DECIMAL_FIELD, DECIMAL_INPUT } from "./decimal-field";
