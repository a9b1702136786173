import "./admin-recipes";
import { Box, Flex, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useSession } from "@/features/session";
import { AdminNav } from "./admin-nav";
import { AdminPageSkeleton } from "./admin-guard";
import { PageContainer } from "@/components/ui/page-container";

/**
 * The layout route of /admin*: the admin navigation beside the page. The navigation shows only
 * to admins; each page guards itself with <AdminGuard> and its own message, so a visitor who is
 * not an admin sees that page's 'Acceso Denegado'.
 */
export function Component() {
  const { isAdmin, isLoading } = useSession();
  return (
    <PageContainer py="admin" data-testid="admin-shell">
      <Flex direction={{ base: "column", xl: "row" }} gap={{ base: "4", xl: "8" }}>
        {isLoading ? (
          <Stack w={{ xl: "56" }} flexShrink={0} gap="2" aria-hidden="true" direction={{ base: "row", xl: "column" }}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h="9" w={{ base: "20", xl: "full" }} borderRadius="md" />
            ))}
          </Stack>
        ) : (
          isAdmin && <AdminNav />
        )}
        <Box flex="1" minW="0">
          <Suspense fallback={<AdminPageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      {isAdmin && (
        // The API reference is a page of its own outside the SPA (docs/api.md): a full navigation.
        <Box as="footer" mt="10" pt="4" borderTopWidth="1px" data-testid="admin-footer">
          <Text fontSize="sm" color="fg.muted">
            Para integraciones:{" "}
            <Link href="/api/docs" color="fg" textDecoration="underline">
              Referencia de la API
            </Link>
          </Text>
        </Box>
      )}
    </PageContainer>
  );
}
