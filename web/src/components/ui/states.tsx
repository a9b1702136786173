import { Box, Button, Heading, Skeleton, Text, VStack } from "@chakra-ui/react";
import { PageContainer } from "./page-container";
import css from "./states.module.css";

export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <VStack py="16" px="4" gap="3" textAlign="center" role="status">
      {icon && <Box color="gray.400" fontSize="5xl">{icon}</Box>}
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {description && <Text color="gray.600">{description}</Text>}
      {action}
    </VStack>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <VStack py="16" px="4" gap="3" textAlign="center" role="alert">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {message && <Text color="gray.600">{message}</Text>}
      {onRetry && (
        <Button onClick={onRetry} variant="solid">
          Reintentar
        </Button>
      )}
    </VStack>
  );
}

/** Plain elements with a CSS module (Chakra's Skeleton look): it is in the first render of most pages. */
export function ProductGridSkeleton({ count = 8, columns = { base: 2, md: 3, lg: 4 } }: { count?: number; columns?: Record<string, number> }) {
  const base = columns.base ?? 1;
  const md = columns.md ?? base;
  const lg = columns.lg ?? md;
  const vars = { "--cols": base, "--cols-md": md, "--cols-lg": lg } as React.CSSProperties;
  return (
    <div className={css.grid} style={vars} aria-busy="true" aria-label="Cargando productos...">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={css.card}>
          <div className={`${css.bone} ${css.image}`} />
          <div className={`${css.bone} ${css.line} ${css.long}`} />
          <div className={`${css.bone} ${css.line} ${css.short}`} />
        </div>
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <PageContainer py="roomy" aria-busy="true">
      <Skeleton height="8" width="40%" mb="6" />
      <ProductGridSkeleton />
    </PageContainer>
  );
}
