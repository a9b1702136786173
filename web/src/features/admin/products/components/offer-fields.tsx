import { Checkbox, Grid, Input, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormField, type FormFieldProps } from "@/components/ui/form-field";

type DataAttributes = { [k: `data-${string}`]: string | undefined };

/** One text field of an offer: its value, what the admin types, and what is said under it. */
export interface OfferFieldProps extends Pick<FormFieldProps, "error" | "helper" | "helperColor" | "maxW"> {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The input's own attributes (placeholder, test ids, readOnly, bounds). */
  inputProps?: Omit<InputProps, "value" | "onChange" | "onBlur"> & DataAttributes;
  label?: string;
}

export interface OfferFieldsProps {
  /** 'Descuento (%)': a whole percentage from `min` to `max`. */
  porcentaje?: OfferFieldProps & { min: number; max: number };
  /** 'Precio original (USD)': the struck-through price the discount is taken from. */
  precioOriginal?: OfferFieldProps;
  /** Drawn after the prices, e.g. the new price's preview. */
  children?: ReactNode;
  /** 'Oferta flash': when given, the end is asked only while it is checked. */
  flash?: { checked: boolean; onChange: (checked: boolean) => void; testId?: string };
  /** 'Empieza' (datetime-local). */
  inicio?: OfferFieldProps;
  /** 'Termina' (datetime-local). */
  fin?: OfferFieldProps;
}

function TextInput({ f, type, inputMode }: { f: OfferFieldProps; type?: string; inputMode?: InputProps["inputMode"] }) {
  return (
    <Input
      type={type}
      inputMode={inputMode}
      {...f.inputProps}
      value={f.value}
      onChange={(e) => f.onChange(e.currentTarget.value)}
      onBlur={f.onBlur}
    />
  );
}

function Row({ children }: { children: ReactNode[] }) {
  const shown = children.filter(Boolean);
  if (shown.length < 2) return <>{shown}</>;
  return (
    <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
      {shown}
    </Grid>
  );
}

function OfferField({ f, label, children }: { f: OfferFieldProps; label: string; children: ReactNode }) {
  return (
    <FormField
      label={f.label ?? label}
      required
      error={f.error}
      helper={f.helper}
      helperColor={f.helperColor}
      maxW={f.maxW}
    >
      {children}
    </FormField>
  );
}

/**
 * The fields of an offer, laid out the same wherever one is edited: the products page's 'Oferta',
 * the reports' 'Crear Oferta' and the product wizard's original price. Each form passes the fields
 * it asks for (with its own bounds and messages) and keeps its own state and rules (lib/offer.ts);
 * the fields are siblings, so the form's stack spaces them.
 */
export function OfferFields({ porcentaje, precioOriginal, children, flash, inicio, fin }: OfferFieldsProps) {
  const showFin = fin && (!flash || flash.checked);
  return (
    <>
      <Row>
        {[
          porcentaje && (
            <OfferField key="porcentaje" f={porcentaje} label="Descuento (%)">
              <TextInput
                f={{
                  ...porcentaje,
                  inputProps: { min: porcentaje.min, max: porcentaje.max, step: 1, ...porcentaje.inputProps },
                }}
                type="number"
                inputMode="numeric"
              />
            </OfferField>
          ),
          precioOriginal && (
            <OfferField key="precio_original" f={precioOriginal} label="Precio original (USD)">
              <TextInput f={precioOriginal} inputMode="decimal" />
            </OfferField>
          ),
        ]}
      </Row>
      {children}
      {flash && (
        <Checkbox.Root checked={flash.checked} onCheckedChange={(e) => flash.onChange(e.checked === true)}>
          <Checkbox.HiddenInput data-testid={flash.testId} />
          <Checkbox.Control />
          <Checkbox.Label>Oferta flash (termina sola en la fecha indicada)</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Row>
        {[
          inicio && (
            <OfferField key="inicio" f={inicio} label="Empieza">
              <TextInput f={inicio} type="datetime-local" />
            </OfferField>
          ),
          showFin && (
            <OfferField key="fin" f={fin} label="Termina">
              <TextInput f={fin} type="datetime-local" />
            </OfferField>
          ),
        ]}
      </Row>
    </>
  );
}
