import "../../shell";
import { Avatar, Badge, Box, Button, Dialog, HStack, Portal, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ADMIN_USERS_PAGE_SIZES, type UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { formatNumber, plural } from "@/lib/format";
import { resolveImage } from "@/lib/image";
import { useDocumentTitle, useMediaQuery } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useSession } from "@/features/session";
import {
  AdminGuard,
  DownloadIcon,
  UsersIcon,
  AdminPageHeader,
  AdminRefreshButton,
  AdminBackLink,
  AdminFilters,
  AdminFilterSelect,
} from "../../shell";
import { AdminResults } from "../../shell";
import { ShieldIcon } from "@/components/ui/icons";
import { BanIcon } from "../../dashboard/components/admin-page-icons";
import { StatCard, StatGrid } from "../../dashboard/components/stat-card";
import { downloadText } from "../../dashboard/lib/download";
import { fecha } from "../../dashboard/lib/format";

import { fetchAllUsers, useAdminUsers, useUpdateUser } from "../api/admin-users-api";
import {
  estadoLabel,
  initials,
  parseUserParams,
  ROL_LABEL,
  ROLE_OPTIONS,
  userSearchParams,
  USERS_CSV_FILE,
  usersCsv,
  withUserFilters,
  type RolFiltro,
  type UserFilters,
  type UsersPageSize,
} from "../lib/users";

const LARGE_QUERY = "(min-width: 64em)";
const TOAST_MS = 4000;

type Change = { kind: "estado" | "rol"; user: UsuarioAdmin; focusId: string };

const triggerId = (u: UsuarioAdmin, kind: Change["kind"]) => `usuario-${u.id}-${kind}`;

function UserAvatar({ u }: { u: UsuarioAdmin }) {
  return (
    <Avatar.Root size="sm" flexShrink={0}>
      <Avatar.Fallback>{initials(u)}</Avatar.Fallback>
      {u.avatar && <Avatar.Image src={resolveImage(u.avatar)} alt="" />}
    </Avatar.Root>
  );
}

function RolBadge({ role }: { role: UsuarioAdmin["role"] }) {
  return (
    <Badge colorPalette={role === "admin" ? "purple" : "blue"} variant="subtle" data-testid="badge-rol">
      {ROL_LABEL[role]}
    </Badge>
  );
}

function EstadoBadge({ u }: { u: UsuarioAdmin }) {
  return (
    <Badge
      colorPalette={u.isActive ? "green" : "gray"}
      variant={u.isActive ? "subtle" : "outline"}
      data-testid="badge-estado"
    >
      {estadoLabel(u)}
    </Badge>
  );
}

function Actions({ u, onChange, self }: { u: UsuarioAdmin; onChange: (c: Change) => void; self: boolean }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Button
        id={triggerId(u, "estado")}
        size="xs"
        variant="outline"
        colorPalette={u.isActive ? "red" : "green"}
        onClick={() => onChange({ kind: "estado", user: u, focusId: triggerId(u, "estado") })}
        aria-label={`${u.isActive ? "Desactivar" : "Activar"} a ${u.firstName} ${u.lastName}${self ? " (tú)" : ""}`}
        data-testid="accion-estado"
      >
        {u.isActive ? <BanIcon /> : null}
        {u.isActive ? "Desactivar" : "Activar"}
      </Button>
      <Button
        id={triggerId(u, "rol")}
        size="xs"
        variant="outline"
        onClick={() => onChange({ kind: "rol", user: u, focusId: triggerId(u, "rol") })}
        aria-label={`Cambiar rol de ${u.firstName} ${u.lastName}`}
        data-testid="accion-rol"
      >
        <ShieldIcon />
        Cambiar rol
      </Button>
    </HStack>
  );
}

function UsersTable({
  rows,
  onChange,
  selfId,
}: {
  rows: readonly UsuarioAdmin[];
  onChange: (c: Change) => void;
  selfId?: string;
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="white">
      <Table.Root size="sm" data-testid="users-table">
        <Table.Caption srOnly>Usuarios</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Usuario</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Rol</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Fecha de Registro</Table.ColumnHeader>
            <Table.ColumnHeader>Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((u) => (
            <Table.Row key={u.id} data-testid="user-row" data-email={u.email}>
              <Table.Cell>
                <HStack gap="2">
                  <UserAvatar u={u} />
                  <Text fontWeight="medium">
                    {u.firstName} {u.lastName}
                    {u.id === selfId && (
                      <Text as="span" color="gray.600" fontWeight="normal" fontSize="xs">
                        {" "}
                        (tú)
                      </Text>
                    )}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell fontSize="sm" overflowWrap="anywhere">
                {u.email}
              </Table.Cell>
              <Table.Cell>
                <RolBadge role={u.role} />
              </Table.Cell>
              <Table.Cell>
                <EstadoBadge u={u} />
              </Table.Cell>
              <Table.Cell fontSize="sm" whiteSpace="nowrap">
                {fecha(u.createdAt)}
              </Table.Cell>
              <Table.Cell>
                <Actions u={u} onChange={onChange} self={u.id === selfId} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function UserCards({
  rows,
  onChange,
  selfId,
}: {
  rows: readonly UsuarioAdmin[];
  onChange: (c: Change) => void;
  selfId?: string;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-testid="users-cards">
      {rows.map((u) => (
        <Box
          as="li"
          key={u.id}
          borderWidth="1px"
          borderRadius="lg"
          bg="white"
          p="3"
          data-testid="user-row"
          data-email={u.email}
        >
          <HStack gap="3" align="flex-start">
            <UserAvatar u={u} />
            <Box minW="0" flex="1">
              <Text fontWeight="semibold">
                {u.firstName} {u.lastName}
                {u.id === selfId && (
                  <Text as="span" color="gray.600" fontWeight="normal" fontSize="xs">
                    {" "}
                    (tú)
                  </Text>
                )}
              </Text>
              <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
                {u.email}
              </Text>
              <HStack gap="1.5" mt="1.5" wrap="wrap">
                <RolBadge role={u.role} />
                <EstadoBadge u={u} />
              </HStack>
              <Text fontSize="xs" color="gray.600" mt="1.5">
                Fecha de Registro: {fecha(u.createdAt)}
              </Text>
            </Box>
          </HStack>
          <Box mt="3" pt="2" borderTopWidth="1px">
            <Actions u={u} onChange={onChange} self={u.id === selfId} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function ChangeDialog({ change, open, onClose }: { change: Change | null; open: boolean; onClose: () => void }) {
  const update = useUpdateUser();
  const u = change?.user;
  const name = u ? `${u.firstName} ${u.lastName}`.trim() : "";
  const copy = !u
    ? null
    : change!.kind === "estado"
      ? u.isActive
        ? {
            title: "¿Desactivar este usuario?",
            text: `${name} (${u.email}) no podrá iniciar sesión y sus sesiones abiertas se cerrarán.`,
            confirm: "Desactivar",
            color: "red",
            body: { isActive: false },
          }
        : {
            title: "¿Activar este usuario?",
            text: `${name} (${u.email}) podrá volver a iniciar sesión.`,
            confirm: "Activar",
            color: "green",
            body: { isActive: true },
          }
      : u.role === "admin"
        ? {
            title: "¿Quitar el rol de administrador?",
            text: `${name} pasará a ser Usuario y perderá el acceso al panel de administración.`,
            confirm: "Cambiar a Usuario",
            color: "orange",
            body: { role: "user" as const },
          }
        : {
            title: "¿Hacer administrador a este usuario?",
            text: `${name} tendrá acceso completo al panel de administración: productos, pagos, usuarios y ajustes.`,
            confirm: "Cambiar a Administrador",
            color: "purple",
            body: { role: "admin" as const },
          };

  const confirm = async () => {
    if (!u || !copy) return;
    try {
      const res = await update.mutateAsync({ id: u.id, body: copy.body });
      notify(res.mensaje, "success", TOAST_MS, `${name}: ${ROL_LABEL[res.usuario.role]} · ${estadoLabel(res.usuario)}`);
    } catch (err) {
      notify(errorMessage(err, "No se pudo actualizar el usuario"), "error", 6000, name);
    }
    onClose();
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      finalFocusEl={() => (change ? document.getElementById(change.focusId) : null)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{copy?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="gray.700">{copy?.text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancelar</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={copy?.color}
                onClick={() => void confirm()}
                loading={update.isPending}
                loadingText="Guardando..."
              >
                {copy?.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function UsersView() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseUserParams(params), [params]);
  const update = useCallback(
    (patch: Partial<UserFilters>, opts?: { replace?: boolean }) => {
      const current = parseUserParams(new URLSearchParams(window.location.search));
      setParams(userSearchParams(withUserFilters(current, patch)), { replace: opts?.replace });
    },
    [setParams],
  );
  const list = useAdminUsers(filters);
  const { usuario } = useSession();
  const isLarge = useMediaQuery(LARGE_QUERY);
  const [change, setChange] = useState<Change | null>(null);
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = list.data;

  useEffect(() => {
    if (data && !list.isPlaceholderData && filters.pagina > data.paginas)
      update({ pagina: data.paginas }, { replace: true });
  }, [data, list.isPlaceholderData, filters.pagina, update]);

  const onChange = (c: Change) => {
    setChange(c);
    setOpen(true);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllUsers(filters);
      if (!rows.length) {
        notify("No hay usuarios para exportar con estos filtros", "info");
        return;
      }
      downloadText(usersCsv(rows, fecha), USERS_CSV_FILE, "text/csv;charset=utf-8");
      notify("Usuarios exportados correctamente", "success", TOAST_MS, plural(rows.length, "usuario", "usuarios"));
    } catch (err) {
      notify(errorMessage(err, "No se pudo exportar"), "error", 5000);
    } finally {
      setExporting(false);
    }
  };

  const rows = data?.data ?? [];
  const r = data?.resumen;
  const from = data && data.total ? (data.pagina - 1) * data.limite + 1 : 0;
  const to = data ? from + rows.length - 1 : 0;
  const filtered = !!(filters.q || filters.rol);

  let content: React.ReactNode;
  if (list.isError)
    content = (
      <ErrorState
        title="Error al cargar los usuarios"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!data)
    content = (
      <Stack gap="2" aria-busy="true" aria-label="Cargando usuarios...">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h="14" borderRadius="md" />
        ))}
      </Stack>
    );
  else if (!rows.length)
    content = (
      <EmptyState
        title="No se encontraron usuarios"
        description="Intenta con otros filtros de búsqueda"
        action={
          filtered ? (
            <Button variant="outline" onClick={() => update({ q: "", rol: "" })}>
              Limpiar filtros
            </Button>
          ) : undefined
        }
      />
    );
  else
    content = (
      <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={list.isPlaceholderData}>
        {isLarge ? (
          <UsersTable rows={rows} onChange={onChange} selfId={usuario?.id} />
        ) : (
          <UserCards rows={rows} onChange={onChange} selfId={usuario?.id} />
        )}
      </Box>
    );

  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <AdminPageHeader
        crumb="Usuarios"
        title="Gestión de Usuarios"
        headingRef={heading}
        description="Activa o desactiva cuentas y cambia los roles de los usuarios."
        actions={
          <>
            <AdminRefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            <Button
              size="sm"
              variant="outline"
              onClick={() => void exportCsv()}
              loading={exporting}
              loadingText="Exportando..."
              data-testid="exportar-usuarios"
            >
              <DownloadIcon /> Exportar CSV
            </Button>
            <AdminBackLink />
          </>
        }
      />

      <StatGrid label="Resumen de usuarios">
        <StatCard
          label="Total Usuarios"
          value={r ? formatNumber(r.total) : null}
          accent="blue.500"
          icon={<UsersIcon />}
          loading={!r && !list.isError}
          testId="resumen-total"
        />
        <StatCard
          label="Administradores"
          value={r ? formatNumber(r.administradores) : null}
          accent="purple.500"
          icon={<ShieldIcon />}
          loading={!r && !list.isError}
          testId="resumen-administradores"
        />
        <StatCard
          label="Usuarios"
          value={r ? formatNumber(r.usuarios) : null}
          accent="teal.500"
          icon={<UsersIcon />}
          loading={!r && !list.isError}
          testId="resumen-usuarios"
        />
        <StatCard
          label="Activos"
          value={r ? formatNumber(r.activos) : null}
          accent="green.500"
          icon={<UsersIcon />}
          loading={!r && !list.isError}
          testId="resumen-activos"
        />
      </StatGrid>

      <AdminFilters
        search={{
          value: filters.q,
          onSearch: (q) => update({ q }, { replace: true }),
          formLabel: "Buscar usuarios",
          placeholder: "Buscar usuarios...",
          testId: "admin-users-search",
        }}
      >
        <AdminFilterSelect
          label="Rol"
          value={filters.rol}
          onChange={(v) => update({ rol: v as RolFiltro })}
          options={ROLE_OPTIONS}
          testId="filtro-rol"
        />
      </AdminFilters>

      <AdminResults
        data={data}
        from={from}
        to={to}
        noun={["usuario", "usuarios"]}
        pageSize={filters.limite}
        pageSizes={ADMIN_USERS_PAGE_SIZES}
        onPageSize={(limite: UsersPageSize) => update({ limite })}
        onPage={(pagina) => update({ pagina })}
      >
        {content}
      </AdminResults>
      <ChangeDialog change={change} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

/** /admin/usuarios — the store's accounts (admins only). */
export function Component() {
  useDocumentTitle("Gestión de Usuarios");
  return (
    <AdminGuard message="No tienes permisos para acceder a la gestión de usuarios">
      <UsersView />
    </AdminGuard>
  );
}
