import { Box, Button, Grid } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { TagIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { BoxIcon, ChartIcon } from "../../shell";
import { LayersIcon } from "./admin-page-icons";

const QUICK_ACTIONS = [
  { label: "Gestionar Productos", to: paths.adminProducts, icon: BoxIcon, color: "blue" },
  { label: "Gestionar Ofertas", to: `${paths.adminProducts}?oferta=1`, icon: TagIcon, color: "red" },
  { label: "Control de Inventario", to: `${paths.adminProducts}?stock=bajo`, icon: LayersIcon, color: "orange" },
  { label: "Reportes de Ventas", to: paths.adminReports, icon: ChartIcon, color: "green" },
] as const;

/** Links to the admin's everyday pages. */
export function QuickActions() {
  return (
    <Box as="nav" aria-label="Acciones rápidas">
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
        gap="3"
      >
        {QUICK_ACTIONS.map((a) => (
          <Box as="li" key={a.label}>
            <Button
              asChild
              variant="outline"
              w="full"
              h="auto"
              py="3"
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              bg="white"
              colorPalette={a.color}
            >
              <RouterLink to={a.to}>
                <Box color={`${a.color}.600`} flexShrink={0}>
                  <a.icon size="20" />
                </Box>
                {a.label}
              </RouterLink>
            </Button>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
