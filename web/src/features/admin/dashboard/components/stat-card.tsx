import { Box } from "@chakra-ui/react";

/*
 * The users page's summary row until it takes KpiGrid from the admin shell (that page's own
 * change); then this file goes. New pages use KpiGrid.
 */
export { KpiCard as StatCard } from "../../shell/kpi-grid";

/** The grid of summary cards (2 columns on phones, 4 from lg). */
export function StatGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
      gap={{ base: "3", md: "4" }}
      aria-label={label}
    >
      {children}
    </Box>
  );
}
