import { NativeSelect } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";

/** The page's period, kept in the URL as ?periodo= (left out for the default, `fallback`). */
export function usePeriodParam<T extends string>(
  parse: (raw: string | null) => T,
  fallback: T,
): [periodo: T, setPeriodo: (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) => setParams(value === fallback ? {} : { periodo: value }, { replace: true });
  return [parse(params.get("periodo")), set];
}

/** The period picker of the dashboard and reports headers. */
export function PeriodSelect({
  periods,
  value,
  onChange,
  testId,
  w,
}: {
  periods: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  w: React.ComponentProps<typeof NativeSelect.Root>["w"];
}) {
  return (
    <NativeSelect.Root size="sm" w={w}>
      <NativeSelect.Field
        value={value}
        aria-label="Periodo"
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      >
        {periods.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
