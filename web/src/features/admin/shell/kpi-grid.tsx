import { Box, HStack, Skeleton, Text, type TextProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { cambio } from "../dashboard/lib/format";
import { ArrowDownIcon, ArrowUpIcon } from "./admin-icons";

/** One figure of a summary row. */
export interface Kpi {
  label: string;
  /** The figure as shown; null or undefined shows '—' (no figure). */
  value: string | null | undefined;
  /** Change against the previous period in percent; left out where the API gives none for this figure. */
  change?: number | null;
  /** A rise is bad news (pending or rejected payments): it shows red and a fall green. */
  worseWhenUp?: boolean;
  hint?: string;
  icon?: ReactNode;
  /** Colour of the card's top border and icon. */
  accent: string;
  testId?: string;
}

/** A figure card's value, in large bold type. */
export function KpiValue(props: TextProps) {
  return <Text fontSize={{ base: "xl", md: "2xl" }} fontWeight="bold" lineHeight="short" my="1" {...props} />;
}

/** A figure card's value and change while its request runs. */
export function KpiSkeleton() {
  return (
    <>
      <Skeleton h="7" w="60%" my="1.5" />
      <Skeleton h="3" w="80%" />
    </>
  );
}

/** One card: skeletons while loading, then the figure and its change when there is one. */
export function KpiCard({
  label,
  value,
  change,
  worseWhenUp,
  hint,
  icon,
  accent,
  loading,
  testId,
}: Kpi & { loading?: boolean }) {
  const c = change === undefined ? null : cambio(change);
  const good = worseWhenUp ? c?.trend === "down" : c?.trend === "up";
  const color = c?.trend === "up" || c?.trend === "down" ? (good ? "green.700" : "red.700") : "gray.600";
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
        <KpiSkeleton />
      ) : (
        <>
          <KpiValue data-testid="valor" overflowWrap="anywhere">
            {value ?? "—"}
          </KpiValue>
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

/**
 * The summary row of an admin page (dashboard, reports, users, payments, the store section): a
 * list of figure cards, 2 columns on phones and 4 from lg. `loading` shows every card as skeletons.
 */
export function KpiGrid({ label, items, loading }: { label: string; items: readonly Kpi[]; loading?: boolean }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
      gap={{ base: "3", md: "4" }}
      aria-label={label}
    >
      {items.map((k) => (
        <KpiCard key={k.testId ?? k.label} {...k} loading={loading} />
      ))}
    </Box>
  );
}
