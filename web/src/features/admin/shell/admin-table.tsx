import { Box, Table } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The large-screen form of an admin list: a bordered table that scrolls sideways when narrow,
 * named for screen readers by its caption. `head` is the column headers: plain labels, or cells
 * of their own (sortable ones).
 */
export function AdminTable({
  caption,
  testId,
  head,
  children,
}: {
  caption: string;
  testId: string;
  head: readonly string[] | ReactNode;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="white">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {Array.isArray(head)
              ? head.map((label: string) => <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>)
              : head}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}
