import "../../shell";
import { Skeleton, Stack } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ADMIN_USERS_PAGE_SIZES } from "@tienda/shared/schemas/admin-users";
import { ShieldIcon } from "@/components/ui/icons";
import { formatNumber, plural } from "@/lib/format";
import { useSession } from "@/features/session";
import {
  AdminExportButton,
  AdminFilters,
  AdminFilterSelect,
  AdminPage,
  AdminRefreshButton,
  AdminListBody,
  AdminResults,
  KpiGrid,
  UsersIcon,
  guardedPage,
  useCsvExport,
  useLastPageBound,
  useTableLayout,
  useUrlFilters,
} from "../../shell";
import { fecha } from "../../dashboard/lib/format";
import { fetchAllUsers, useAdminUsers } from "../api/admin-users-api";
import {
  parseUserParams,
  ROLE_OPTIONS,
  userSearchParams,
  USERS_CSV_FILE,
  usersCsv,
  withUserFilters,
} from "../lib/users";
import { ChangeDialog } from "./change-dialog";
import type { Change } from "./user-parts";
import { UserCards, UsersTable } from "./users-list";

/** The summary's cards: which count of the answer's `resumen` each shows. */
const SUMMARY = [
  { key: "total", label: "Total Usuarios", accent: "blue.500", Icon: UsersIcon },
  { key: "administradores", label: "Administradores", accent: "purple.500", Icon: ShieldIcon },
  { key: "usuarios", label: "Usuarios", accent: "teal.500", Icon: UsersIcon },
  { key: "activos", label: "Activos", accent: "green.500", Icon: UsersIcon },
] as const;

function UsersView() {
  const url = useUrlFilters(parseUserParams, userSearchParams, withUserFilters);
  const { filters, update, bind } = url;
  const list = useAdminUsers(filters);
  const { usuario } = useSession();
  const isLarge = useTableLayout();
  const [change, setChange] = useState<Change | null>(null);
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = list.data;
  useLastPageBound(data, list.isPlaceholderData, filters.pagina, update);

  const onChange = (c: Change) => {
    setChange(c);
    setOpen(true);
  };

  const csv = useCsvExport({
    fetchAll: () => fetchAllUsers(filters),
    toCsv: (rows) => usersCsv(rows, fecha),
    fileName: () => USERS_CSV_FILE,
    none: "No hay usuarios para exportar con estos filtros",
    done: (rows) => ["Usuarios exportados correctamente", plural(rows.length, "usuario", "usuarios")],
  });

  const rows = data?.data ?? [];
  const r = data?.resumen;
  const filtered = !!(filters.q || filters.rol);

  const content = (
    <AdminListBody
      query={list}
      count={rows.length}
      errorTitle="Error al cargar los usuarios"
      loading={
        <Stack gap="2" aria-busy="true" aria-label="Cargando usuarios...">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h="14" borderRadius="md" />
          ))}
        </Stack>
      }
      empty={{
        title: "No se encontraron usuarios",
        description: "Intenta con otros filtros de búsqueda",
        onClear: filtered ? () => update({ q: "", rol: "" }) : undefined,
      }}
    >
      {isLarge ? (
        <UsersTable rows={rows} onChange={onChange} selfId={usuario?.id} />
      ) : (
        <UserCards rows={rows} onChange={onChange} selfId={usuario?.id} />
      )}
    </AdminListBody>
  );

  return (
    <AdminPage
      headingRef={heading}
      description="Activa o desactiva cuentas y cambia los roles de los usuarios."
      actions={
        <>
          <AdminRefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
          <AdminExportButton onExport={() => void csv.run()} exporting={csv.exporting} testId="exportar-usuarios">
            Exportar CSV
          </AdminExportButton>
        </>
      }
    >
      <KpiGrid
        label="Resumen de usuarios"
        loading={!r && !list.isError}
        items={SUMMARY.map(({ key, label, accent, Icon }) => ({
          label,
          value: r && formatNumber(r[key]),
          accent,
          icon: <Icon />,
          testId: `resumen-${key}`,
        }))}
      />

      <AdminFilters
        search={{
          value: filters.q,
          onSearch: (q) => update({ q }, { replace: true }),
          formLabel: "Buscar usuarios",
          placeholder: "Buscar usuarios...",
          testId: "admin-users-search",
        }}
      >
        <AdminFilterSelect label="Rol" options={ROLE_OPTIONS} testId="filtro-rol" {...bind("rol")} />
      </AdminFilters>

      <AdminResults data={data} noun={["usuario", "usuarios"]} pageSizes={ADMIN_USERS_PAGE_SIZES} url={url}>
        {content}
      </AdminResults>
      <ChangeDialog change={change} open={open} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}

/** /admin/usuarios — the store's accounts (admins only). */
export const Component = guardedPage(
  "Gestión de Usuarios",
  "No tienes permisos para acceder a la gestión de usuarios",
  UsersView,
);
