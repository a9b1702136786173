import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPrice } from "@/lib/format";
import { diaCorto, mesCorto } from "../lib/format";

/**
 * The admin charts (recharts). This module is only ever loaded through `./lazy-charts`, so the
 * chart library downloads when an admin page draws a chart, never with the shopper's pages.
 */
const axis = { fontSize: 12, fill: "#4a4a4a" };
const money = (n: number) => (Math.abs(n) >= 1000 ? `$${Math.round(n / 100) / 10}k` : `$${Math.round(n)}`);

export interface SalesTrendProps {
  data: ReadonlyArray<{ dia: string; ventas: number; pedidos: number }>;
  height?: number;
}

/** Daily sales of the period (serieDiaria) as an area chart. */
export default function SalesTrendChart({ data, height = 260 }: SalesTrendProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart
        data={data as Array<{ dia: string; ventas: number; pedidos: number }>}
        margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
      >
        <defs>
          <linearGradient id="ventasFill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#2563eb" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#2563eb" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" vertical={false} />
        <XAxis dataKey="dia" tickFormatter={diaCorto} tick={axis} minTickGap={24} tickLine={false} />
        <YAxis tickFormatter={money} tick={axis} width={52} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(l) => diaCorto(String(l))}
          formatter={(v, name) => (name === "ventas" ? [formatPrice(Number(v)), "Ventas"] : [String(v), "Pedidos"])}
        />
        <Area
          type="monotone"
          dataKey="ventas"
          stroke="#2563eb"
          strokeWidth={2}
          fill="url(#ventasFill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export interface MonthlyBarsProps {
  data: ReadonlyArray<{ mes: string; ventas: number; pedidos: number }>;
  height?: number;
}

/** Sales per month (datosMensuales) as bars. */
export function MonthlySalesChart({ data, height = 280 }: MonthlyBarsProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data as Array<{ mes: string; ventas: number; pedidos: number }>}
        margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" vertical={false} />
        <XAxis dataKey="mes" tickFormatter={mesCorto} tick={axis} tickLine={false} interval="preserveStartEnd" />
        <YAxis tickFormatter={money} tick={axis} width={52} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(l) => mesCorto(String(l))}
          formatter={(v, name) => (name === "ventas" ? [formatPrice(Number(v)), "Ventas"] : [String(v), "Pedidos"])}
        />
        <Bar dataKey="ventas" fill="#2563eb" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
