import { Stack } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { ADMIN_NAV } from "./admin-nav";
import { AdminBackLink, AdminPageHeader, type AdminPageHeaderProps } from "./admin-page-header";

/** The title an admin route declares (guardedPage): the tab's title, and the page's h1. */
export const AdminPageTitle = createContext("");

/** The admin section a path belongs to, by the navigation's labels: 'Pagos' for /admin/pagos/…. */
export function adminSection(pathname: string): string | undefined {
  return ADMIN_NAV.find((s) => s.to !== paths.admin && (pathname === s.to || pathname.startsWith(`${s.to}/`)))?.label;
}

/**
 * An admin section's page: its header (the declared title, the section's crumb, the page's own
 * actions and then 'Volver al Dashboard'), and the page's blocks under it.
 */
export function AdminPage({
  title,
  crumb,
  actions,
  children,
  ...header
}: Partial<AdminPageHeaderProps> & { children: ReactNode }) {
  const declared = useContext(AdminPageTitle);
  const { pathname } = useLocation();
  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <AdminPageHeader
        title={title ?? declared}
        crumb={crumb ?? adminSection(pathname)}
        actions={
          <>
            {actions}
            <AdminBackLink />
          </>
        }
        {...header}
      />
      {children}
    </Stack>
  );
}
