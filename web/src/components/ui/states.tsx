import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";

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

export function ProductGridSkeleton({ count = 8, columns = { base: 2, md: 3, lg: 4 } }: { count?: number; columns?: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: "3", md: "6" }} aria-busy="true" aria-label="Cargando productos...">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3">
          <Skeleton height={{ base: "200px", md: "300px" }} borderRadius="md" />
          <Skeleton height="4" width="80%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function PageSkeleton() {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py="8" aria-busy="true">
      <Skeleton height="8" width="40%" mb="6" />
      <ProductGridSkeleton />
    </Box>
  );
}
