import { Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { MonthlyBarsProps, SalesTrendProps } from "./charts";

/**
 * The charts load on their own (the chart library is its own chunk): the page's figures show
 * first, the chart fills in when its code arrives. Each chart comes with a text summary for
 * screen readers (the SVG itself is hidden from them).
 */
const Trend = lazy(() => import("./charts"));
const Monthly = lazy(() => import("./charts").then((m) => ({ default: m.MonthlySalesChart })));

/** A chart with its summary as the figure's caption, read by screen readers only. */
function ChartFigure({
  testId,
  height,
  summary,
  children,
}: {
  testId: string;
  height: number;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton h={`${height}px`} borderRadius="md" />}>{children}</Suspense>
      </div>
      <figcaption style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {summary}
      </figcaption>
    </figure>
  );
}

export function LazySalesTrendChart({ summary, ...rest }: SalesTrendProps & { summary: string }) {
  return (
    <ChartFigure testId="grafico-tendencia" height={rest.height ?? 260} summary={summary}>
      <Trend {...rest} />
    </ChartFigure>
  );
}

export function LazyMonthlySalesChart({ summary, ...rest }: MonthlyBarsProps & { summary: string }) {
  return (
    <ChartFigure testId="grafico-mensual" height={rest.height ?? 280} summary={summary}>
      <Monthly {...rest} />
    </ChartFigure>
  );
}
