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

export function LazySalesTrendChart(props: SalesTrendProps & { summary: string }) {
  const { summary, ...rest } = props;
  const height = rest.height ?? 260;
  return (
    <figure style={{ margin: 0 }} data-testid="grafico-tendencia">
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton h={`${height}px`} borderRadius="md" />}>
          <Trend {...rest} />
        </Suspense>
      </div>
      <figcaption style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {summary}
      </figcaption>
    </figure>
  );
}

export function LazyMonthlySalesChart(props: MonthlyBarsProps & { summary: string }) {
  const { summary, ...rest } = props;
  const height = rest.height ?? 280;
  return (
    <figure style={{ margin: 0 }} data-testid="grafico-mensual">
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton h={`${height}px`} borderRadius="md" />}>
          <Monthly {...rest} />
        </Suspense>
      </div>
      <figcaption style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {summary}
      </figcaption>
    </figure>
  );
}
