import { Box, HStack, Table, Text } from "@chakra-ui/react";
import type { UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import { AdminCard, AdminCardList, AdminTable } from "../../shell";
import { fecha } from "../../dashboard/lib/format";
import { EstadoBadge, RolBadge, UserActions, UserAvatar, UserName, type Change } from "./user-parts";

type ListProps = { rows: readonly UsuarioAdmin[]; onChange: (c: Change) => void; selfId?: string };

/** The users as a table (large screens). */
export function UsersTable({ rows, onChange, selfId }: ListProps) {
  return (
    <AdminTable
      caption="Usuarios"
      testId="users-table"
      head={["Usuario", "Email", "Rol", "Estado", "Fecha de Registro", "Acciones"]}
    >
      {rows.map((u) => (
        <Table.Row key={u.id} data-testid="user-row" data-email={u.email}>
          <Table.Cell>
            <HStack gap="2">
              <UserAvatar u={u} />
              <UserName u={u} self={u.id === selfId} fontWeight="medium" />
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
            <UserActions u={u} onChange={onChange} self={u.id === selfId} />
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminTable>
  );
}

/** The users as a list of cards (phones and tablets). */
export function UserCards({ rows, onChange, selfId }: ListProps) {
  return (
    <AdminCardList data-testid="users-cards">
      {rows.map((u) => (
        <AdminCard key={u.id} data-testid="user-row" data-email={u.email}>
          <HStack gap="3" align="flex-start">
            <UserAvatar u={u} />
            <Box minW="0" flex="1">
              <UserName u={u} self={u.id === selfId} fontWeight="semibold" />
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
            <UserActions u={u} onChange={onChange} self={u.id === selfId} />
          </Box>
        </AdminCard>
      ))}
    </AdminCardList>
  );
}
