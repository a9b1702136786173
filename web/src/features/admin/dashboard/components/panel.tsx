import { Box, Button, Grid, HStack, Skeleton, Stack, Text, type StackProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { errorMessage } from "@/lib/api-client";

/** What a panel needs of its own request (a TanStack query). */
interface PanelRequest {
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

/** A titled panel of the dashboard and reports; with `query`, its body waits for that request (see PanelQuery). */
export function Panel({
  title,
  action,
  children,
  testId,
  id,
  query,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
  id?: string;
  query?: PanelRequest;
}) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p={{ base: "3", md: "5" }}
      minW="0"
      data-testid={testId}
    >
      <HStack justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Text as="h2" id={headingId} fontWeight="bold" fontSize={{ base: "md", md: "lg" }}>
          {title}
        </Text>
        {action}
      </HStack>
      {query ? <PanelQuery query={query}>{children}</PanelQuery> : children}
    </Box>
  );
}

/** The link in a panel's header to the page with the whole list. */
export function PanelLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button size="xs" variant="ghost" asChild>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A row of panels: one column on phones, `columns` from the breakpoints given. */
export function PanelRow({
  columns,
  children,
}: {
  columns: { lg?: string; xl?: string; "2xl"?: string };
  children: React.ReactNode;
}) {
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", ...columns }} gap={{ base: "4", md: "6" }}>
      {children}
    </Grid>
  );
}

/** A panel whose own request failed: the server's message and a retry of that request only. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="2" role="alert" fontSize="sm">
      <Text color="red.700">{errorMessage(error, "No se pudo cargar")}</Text>
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry}>
        Reintentar
      </Button>
    </Stack>
  );
}

/** A panel's list while it loads: `n` grey lines. */
export function PanelLines({ n = 4 }: { n?: number }) {
  return (
    <Stack gap="2" aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} h="10" />
      ))}
    </Stack>
  );
}

/** The grey sentence of a panel with nothing to list. */
export function PanelEmpty({ children }: { children: React.ReactNode }) {
  return (
    <Text color="gray.600" fontSize="sm">
      {children}
    </Text>
  );
}

/** A panel's list (a `ul` unless `as` says otherwise): its rows, or the `empty` sentence when there are none. */
export function PanelList<T>({
  rows,
  empty,
  children,
  ...list
}: { rows: readonly T[]; empty: string; children: (row: T, index: number) => React.ReactNode } & Omit<
  StackProps,
  "children"
>) {
  if (!rows.length) return <PanelEmpty>{empty}</PanelEmpty>;
  return (
    <Stack as="ul" listStyleType="none" {...list}>
      {rows.map(children)}
    </Stack>
  );
}

/**
 * The body of a panel that reads its own request: the error with a retry, grey lines until the
 * first answer, then `children`.
 */
function PanelQuery({ query, children }: { query: PanelRequest; children: React.ReactNode }) {
  if (query.isError) return <PanelError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PanelLines />;
  return <>{children}</>;
}
