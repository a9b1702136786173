import { memo, useEffect } from "react";
import {
  DELIVERY_MESSAGES,
  deliveryPriceHint,
  methodsForState,
  needsCourier,
  type MetodoEnvioTienda,
} from "@tienda/shared/rules/delivery";
import type { OficinaEnvio } from "../lib/persistence";
import css from "./shipping-choice.module.css";

/**
 * Step 1's delivery choice: the store's active methods that ship to the shopper's state (public
 * settings `metodos_envio`, docs/delivery.md), each with its price for that state; an office
 * delivery asks for the courier and the office (a name or code), a pickup shows the shop's address
 * and hours, a pay-on-delivery says nothing is charged now. The server prices the choice: the
 * summary shows what the quote says. Memoised, with native radios and inputs: the step's first
 * render stays light (docs/performance.md, "CSS modules for elements drawn many times").
 */
export const ShippingChoice = memo(function ShippingChoice({
  value,
  onChange,
  metodos,
  estado,
  oficina,
  onOficina,
  errores,
}: {
  value: string;
  onChange: (id: string) => void;
  metodos: readonly MetodoEnvioTienda[] | undefined;
  estado: string;
  oficina: OficinaEnvio;
  onOficina: (o: OficinaEnvio) => void;
  errores: Partial<Record<"metodo_envio" | "courier" | "oficina", string>>;
}) {
  const offered = metodos ? methodsForState(metodos, estado || null) : [];
  const chosen = offered.find((m) => m.id === value);
  // A choice the state does not get (or a method the store removed) moves to the first on offer.
  const firstId = offered[0]?.id;
  useEffect(() => {
    if (metodos && !chosen && firstId) onChange(firstId);
  }, [metodos, chosen, firstId, onChange]);

  if (metodos && offered.length === 0) {
    return (
      <p className={css.empty} role="alert" data-testid="envio-ninguno">
        {metodos.length === 0
          ? DELIVERY_MESSAGES.ninguno
          : `Ningún método de envío de la tienda llega a ${estado}. Elige otro estado o escríbenos.`}
      </p>
    );
  }
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>Método de envío</legend>
      <div className={css.options}>
        {offered.map((m) => (
          <label key={m.id} className={css.option} data-testid={`envio-${m.id}`}>
            <input
              type="radio"
              name="metodo_envio"
              value={m.id}
              checked={value === m.id}
              onChange={() => onChange(m.id)}
              className={css.radio}
            />
            <span>
              <span className={css.name}>{m.nombre}</span>
              <br />
              <span className={css.hint}>{deliveryPriceHint(m, estado || null)}</span>
              {m.tipo === "retiro" && (m.direccion || m.horario) && (
                <>
                  <br />
                  <span className={css.hint}>{[m.direccion, m.horario].filter(Boolean).join(" · ")}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      {errores.metodo_envio && (
        <p className={css.error} role="alert">
          {errores.metodo_envio}
        </p>
      )}
      {chosen?.tipo === "cobro_destino" && <p className={css.note}>{DELIVERY_MESSAGES.cobroDestino}</p>}
      {chosen && needsCourier(chosen) && (
        <OfficeFields method={chosen} oficina={oficina} onOficina={onOficina} errores={errores} />
      )}
    </fieldset>
  );
});

function OfficeFields({
  method,
  oficina,
  onOficina,
  errores,
}: {
  method: MetodoEnvioTienda;
  oficina: OficinaEnvio;
  onOficina: (o: OficinaEnvio) => void;
  errores: Partial<Record<"courier" | "oficina", string>>;
}) {
  const office = method.tipo === "oficina";
  return (
    <div className={css.office}>
      <label className={css.field}>
        <span className={css.label}>Empresa de envío</span>
        <select
          className={css.input}
          value={oficina.courier}
          onChange={(e) => onOficina({ ...oficina, courier: e.target.value })}
          aria-invalid={!!errores.courier}
          data-testid="envio-elegir-courier"
        >
          <option value="">Selecciona la empresa</option>
          {(method.couriers ?? []).map((c) => (
            <option key={c.nombre} value={c.nombre}>
              {c.nombre}
            </option>
          ))}
        </select>
        {errores.courier && (
          <span className={css.error} role="alert">
            {errores.courier}
          </span>
        )}
      </label>
      <label className={css.field}>
        <span className={css.label}>{office ? "Oficina o agencia" : "Oficina o agencia (opcional)"}</span>
        <input
          className={css.input}
          value={oficina.oficina}
          maxLength={120}
          placeholder="Nombre o código, por ejemplo MRW Chacao 0123"
          onChange={(e) => onOficina({ ...oficina, oficina: e.target.value })}
          aria-invalid={!!errores.oficina}
          data-testid="envio-oficina-texto"
        />
        {errores.oficina && (
          <span className={css.error} role="alert">
            {errores.oficina}
          </span>
        )}
      </label>
    </div>
  );
}
