import { Box, Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";

/**
 * What an admin list shows under its filters: the read's error with a retry, its placeholder
 * until the first page arrives, what to do when nothing matches (clear the filters, when any are
 * set), or the rows, dimmed while the next page loads in their place.
 */
export function AdminListBody({
  query,
  count,
  errorTitle,
  loading,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; data: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  /** Rows on this page. */
  count: number;
  errorTitle: string;
  /** The list's skeleton. */
  loading: ReactNode;
  /** Nothing matches: the message, and a button that clears the filters when some are set. */
  empty: { title: string; description: string; clearLabel?: string; onClear?: () => void };
  children: ReactNode;
}) {
  if (query.isError) {
    return <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <>{loading}</>;
  if (!count) {
    return (
      <EmptyState
        title={empty.title}
        description={empty.description}
        action={
          empty.onClear ? (
            <Button variant="outline" onClick={empty.onClear}>
              {empty.clearLabel ?? "Limpiar filtros"}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={query.isPlaceholderData}>
      {children}
    </Box>
  );
}
