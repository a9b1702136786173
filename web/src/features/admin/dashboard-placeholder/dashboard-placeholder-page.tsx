import { Box, Button, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/hooks";
import { ADMIN_NAV, AdminGuard } from "../shell";

/**
 * PLACEHOLDER for /admin until the dashboard issue lands: that page replaces this whole folder
 * (and the one route line in app/router.tsx that points at it). Keeps the guard's dashboard
 * message and lists the admin sections.
 */
export function Component() {
  useDocumentTitle("Panel de Administración");
  return (
    <AdminGuard
      message="No tienes permisos para acceder al panel de administración"
      backLabel="Volver al Inicio"
      backTo={paths.home}
    >
      <Breadcrumbs items={[{ label: "Inicio", to: paths.home }, { label: "Admin" }]} />
      <Stack gap="6">
        <Box>
          <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
            Panel de Administración
          </Heading>
          <Text color="gray.600" mt="1">
            El dashboard con las métricas de la tienda llegará pronto. Mientras tanto, entra en cada sección:
          </Text>
        </Box>
        <Grid templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", xl: "repeat(4, 1fr)" }} gap="4">
          {ADMIN_NAV.filter((i) => i.to !== paths.admin).map((i) => (
            <Button key={i.to} asChild variant="outline" size="lg" justifyContent="flex-start" h="16">
              <RouterLink to={i.to}>
                <i.icon /> {i.label}
              </RouterLink>
            </Button>
          ))}
        </Grid>
      </Stack>
    </AdminGuard>
  );
}
