import { Box, HStack, Skeleton, Text } from "@chakra-ui/react";
import { ArrowDownIcon, ArrowUpIcon } from "../../shell";
import { cambio } from "../lib/format";

export interface StatCardProps {
  label: string;
  value: string | null;
  /** Change against the previous period in percent; undefined: the API gives none for this figure. */
  change?: number | null;
  hint?: string;
  icon?: React.ReactNode;
  accent: string;
  loading?: boolean;
  testId?: string;
}

/** One figure of a summary row (dashboard, reports, users) with its change when there is one. */
export function StatCard({ label, value, change, hint, icon, accent, loading, testId }: StatCardProps) {
  const c = change === undefined ? null : cambio(change);
  const color = c?.trend === "up" ? "green.700" : c?.trend === "down" ? "red.700" : "gray.600";
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p={{ base: "3", md: "4" }}
      borderTopWidth="3px"
      borderTopColor={accent}
      minW="0"
      data-testid={testId}
    >
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text fontSize={{ base: "xs", md: "sm" }} color="gray.700" fontWeight="medium">
          {label}
        </Text>
        {icon && (
          <Box color={accent} display={{ base: "none", md: "block" }} aria-hidden="true">
            {icon}
          </Box>
        )}
      </HStack>
      {loading ? (
        <>
          <Skeleton h="7" w="60%" my="1.5" />
          <Skeleton h="3" w="80%" />
        </>
      ) : (
        <>
          <Text
            fontSize={{ base: "xl", md: "2xl" }}
            fontWeight="bold"
            lineHeight="short"
            my="1"
            data-testid="valor"
            overflowWrap="anywhere"
          >
            {value ?? "—"}
          </Text>
          {c && (
            <HStack gap="1" fontSize="xs" color={color} data-testid="cambio" data-trend={c.trend}>
              {c.trend === "up" && <ArrowUpIcon size="12" />}
              {c.trend === "down" && <ArrowDownIcon size="12" />}
              <Text as="span">{c.text}</Text>
            </HStack>
          )}
        </>
      )}
      {hint && (
        <Text fontSize="xs" color="gray.600" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

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

/** A titled panel of the dashboard and reports. */
export function Panel({
  title,
  action,
  children,
  testId,
  id,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
  id?: string;
}) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p={{ base: "3", md: "5" }}
      minW="0"
      data-testid={testId}
    >
      <HStack justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Text as="h2" id={headingId} fontWeight="bold" fontSize={{ base: "md", md: "lg" }}>
          {title}
        </Text>
        {action}
      </HStack>
      {children}
    </Box>
  );
}
