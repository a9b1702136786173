import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { ShieldIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session";
import { useDocumentTitle } from "@/lib/hooks";
import { AdminPageTitle } from "./admin-page";

export interface AdminGuardProps {
  /** The page's own refusal, e.g. 'No tienes permisos para acceder a la gestión de pagos'. */
  message: string;
  /** The way out: 'Volver al Dashboard' → /admin by default. */
  backLabel?: string;
  backTo?: string;
  children: React.ReactNode;
}

/** The skeleton an admin page shows while the session loads. */
export function AdminPageSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Cargando...">
      <Skeleton h="4" w="40" />
      <Skeleton h="9" w={{ base: "70%", md: "40%" }} />
      <Box display="grid" gridTemplateColumns={{ base: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="24" borderRadius="lg" />
        ))}
      </Box>
      <Skeleton h="72" borderRadius="lg" />
    </Stack>
  );
}

/**
 * Admin pages only: while the session loads a skeleton; a signed-out visitor or a shopper sees
 * 'Acceso Denegado' with the page's own message and a link (the API refuses them anyway: 401/403).
 */
export function AdminGuard({
  message,
  backLabel = "Volver al Dashboard",
  backTo = paths.admin,
  children,
}: AdminGuardProps) {
  const { isAuthenticated, isAdmin, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <AdminPageSkeleton />;
  if (isAdmin) return <>{children}</>;
  return (
    <Stack
      py={{ base: "12", md: "20" }}
      px="4"
      gap="4"
      align="center"
      textAlign="center"
      role="alert"
      data-testid="admin-access-denied"
    >
      <Box color="red.500" aria-hidden="true">
        <ShieldIcon size="48" />
      </Box>
      <Heading as="h1" size="2xl">
        Acceso Denegado
      </Heading>
      <Text color="gray.600" maxW="md">
        {message}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild>
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
        {!isAuthenticated && (
          <Button asChild variant="outline">
            <RouterLink to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
              Iniciar Sesión
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** An admin page's route component: the tab's title, and the page's view behind the guard (its h1 says the same title). */
export function guardedPage(title: string, message: string, View: ComponentType): ComponentType {
  return function Component() {
    useDocumentTitle(title);
    return (
      <AdminGuard message={message}>
        <AdminPageTitle.Provider value={title}>
          <View />
        </AdminPageTitle.Provider>
      </AdminGuard>
    );
  };
}
