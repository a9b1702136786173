import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import ConfirmDialog from "@/components/ui/confirm-dialog";
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

/**
 * The question before deleting one item of a 'Tienda' list, and the delete with its toast. The
 * page holds which item is asked about (null: none); the dialog closes before the delete runs.
 */
export function ConfirmDelete<T>({
  item,
  onClose,
  title,
  description,
  remove,
  done,
  failed,
  detail,
}: {
  item: T | null;
  onClose: () => void;
  title: string;
  description: (item: T) => string;
  remove: (item: T) => Promise<unknown>;
  done: (item: T) => string;
  failed: string;
  detail?: (item: T) => string;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      description={item === null ? "" : description(item)}
      confirmLabel="Eliminar"
      onConfirm={() => {
        if (item === null) return;
        onClose();
        void runAction(() => remove(item), done(item), failed, detail?.(item));
      }}
      onClose={onClose}
    />
  );
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
 * error with a retry. One editor at a time, keyed by its item so opening another starts afresh.
 */
export function StoreListPage<T>({
  id,
  title,
  description,
  newLabel,
  newTestId,
  keyOf,
  form,
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
  keyOf: (item: T) => string;
  /** The editor of a stored item, or of a new one (null); `done` closes it. */
  form: (item: T | null, done: () => void) => React.ReactNode;
  summary?: React.ReactNode;
  query: UseQueryResult<readonly T[], unknown>;
  errorTitle: string;
  empty: { title: string; description: string };
  listLabel: string;
  /** `editor.open`: an editor is open (the rows' own buttons are off meanwhile). */
  renderItem: (item: T, editor: { edit: () => void; open: boolean }) => React.ReactNode;
  dialog?: React.ReactNode;
}) {
  const [editing, setEditing] = useState<T | "nuevo" | null>(null);
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
        <Button onClick={() => setEditing("nuevo")} disabled={editing !== null} data-testid={newTestId}>
          <PlusIcon /> {newLabel}
        </Button>
      </HStack>
      {summary}
      {editing !== null && (
        <Fragment key={editing === "nuevo" ? "nuevo" : keyOf(editing)}>
          {form(editing === "nuevo" ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      {!query.data ? (
        <Skeleton h="48" borderRadius="lg" />
      ) : query.data.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={listLabel}>
          {query.data.map((item) => renderItem(item, { edit: () => setEditing(item), open: editing !== null }))}
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
