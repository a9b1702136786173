import { Button, Input } from "@chakra-ui/react";
import { useId, useState } from "react";
import { RESTOCK_ALERT_MESSAGES } from "@tienda/shared/rules/restock-alerts";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/features/session";
import { requestRestockAlert } from "../api/restock-alert";
import { soldOutSizes, soldOutVariants } from "../api/sold-out";
import type { Product } from "./product-summary";
import css from "./product-page.module.css";

/**
 * 'Avísame cuando llegue' (docs/restock-alerts.md): the shopper picks a sold-out size (of the
 * chosen colour, or another sold-out one) and leaves an email, prefilled when signed in. Loaded
 * only when she opens it, so the product page's chunk stays as it was.
 */
export default function RestockAlertForm({ p, color }: { p: Product; color: string | null }) {
  const id = useId();
  const { usuario } = useSession();
  const colours = [...new Set(soldOutVariants(p).map((v) => v.color))];
  const [colour, setColour] = useState(color && colours.includes(color) ? color : (colours[0] ?? ""));
  const sizes = soldOutSizes(p, colour);
  const [talla, setTalla] = useState(sizes[0] ?? "");
  const [email, setEmail] = useState(usuario?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (done) {
    return (
      <p className={`${css.small} ${css.muted}`} role="status" data-testid="restock-alert-done">
        {done}
      </p>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(RESTOCK_ALERT_MESSAGES.email);
    setSending(true);
    setError(null);
    try {
      const res = await requestRestockAlert(p.id, { talla, color: colour, email: email.trim() });
      setDone(res?.mensaje ?? RESTOCK_ALERT_MESSAGES.accepted);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.errores?.email ?? err.errores?.talla ?? err.message)
          : "Ha ocurrido un error. Por favor intenta nuevamente.",
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={css.restockForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={css.label}>
        Avísame cuando llegue
      </p>
      <div className={css.restockRow}>
        {colours.length > 1 && (
          <>
            <label htmlFor={`${id}-color`} className={css.small}>
              Color
            </label>
            <select
              id={`${id}-color`}
              className={css.restockSelect}
              value={colour}
              onChange={(e) => {
                setColour(e.target.value);
                setTalla(soldOutSizes(p, e.target.value)[0] ?? "");
              }}
            >
              {colours.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-talla`} className={css.small}>
          Talla
        </label>
        <select
          id={`${id}-talla`}
          className={css.restockSelect}
          value={talla}
          onChange={(e) => setTalla(e.target.value)}
        >
          {sizes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-email`} className={css.small}>
        Tu email
      </label>
      <div className={css.restockRow}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          flex="1"
          minW="48"
        />
        <Button type="submit" loading={sending} variant="outline">
          Avísame
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={`${css.small} ${css.error}`}>
          {error}
        </p>
      )}
      <p className={`${css.small} ${css.muted}`}>
        {colour ? `${colour}, talla ${talla}. ` : ""}Te escribiremos una sola vez, cuando vuelva a estar disponible.
      </p>
    </form>
  );
}
