import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";

/**
 * Runs one action of a 'Tienda' list (delete, turn off, hide) and says how it went in a toast:
 * the API's own Spanish reason when it refuses, else the fallback.
 */
export async function runAction(
  action: () => Promise<unknown>,
  done: string,
  failed: string,
  detail?: string,
): Promise<void> {
  try {
    await action();
    notify(done, "success", 4000, detail);
  } catch (err) {
    notify(errorMessage(err, failed), "error", 6000, detail);
  }
}

/** A screen drawn from one read: the read's error with a retry, a placeholder while it loads, or the screen. */
export function StoreQuery<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  errorTitle: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isError) {
    return <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <Skeleton h="64" borderRadius="lg" />;
  return children(query.data);
}

/**
 * One list screen of 'Tienda' (categories, styles, promo codes, testimonials): its title and what
 * the list drives, the button that opens a new item's editor (off while an editor is open), the
 * editor, and the list, a placeholder while it loads, what to do when it is empty, or the read's
 * error with a retry.
 */
export function StoreListPage<T>({
  id,
  title,
  description,
  newLabel,
  newTestId,
  editing,
  onNew,
  editor,
  summary,
  query,
  errorTitle,
  empty,
  listLabel,
  renderItem,
  dialog,
}: {
  id: string;
  title: string;
  description: string;
  newLabel: string;
  newTestId?: string;
  /** An editor is open (the rows' own buttons are off too). */
  editing: boolean;
  onNew: () => void;
  editor: React.ReactNode;
  summary?: React.ReactNode;
  query: UseQueryResult<readonly T[], unknown>;
  errorTitle: string;
  empty: { title: string; description: string };
  listLabel: string;
  renderItem: (item: T) => React.ReactNode;
  dialog?: React.ReactNode;
}) {
  if (query.isError) {
    return <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const titleId = `${id}-title`;
  return (
    <Stack gap="4" as="section" aria-labelledby={titleId}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text as="h2" id={titleId} fontWeight="bold" fontSize="xl">
            {title}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {description}
          </Text>
        </Box>
        <Button onClick={onNew} disabled={editing} data-testid={newTestId}>
          <PlusIcon /> {newLabel}
        </Button>
      </HStack>
      {summary}
      {editor}
      {!query.data ? (
        <Skeleton h="48" borderRadius="lg" />
      ) : query.data.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={listLabel}>
          {query.data.map(renderItem)}
        </Stack>
      )}
      {dialog}
    </Stack>
  );
}

/** One item of a 'Tienda' list: what it is, and its buttons (Editar, Eliminar…). */
export function StoreListRow({
  testId,
  children,
  actions,
}: {
  testId?: string;
  children: React.ReactNode;
  actions: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean }[];
}) {
  return (
    <HStack
      as="li"
      justify="space-between"
      wrap="wrap"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p="3"
      data-testid={testId}
    >
      {children}
      <HStack gap="2">
        {actions.map((a) => (
          <Button
            key={a.label}
            size="sm"
            variant="outline"
            colorPalette={a.danger ? "red" : undefined}
            onClick={a.onClick}
            disabled={a.disabled}
          >
            {a.label}
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}
