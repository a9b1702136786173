import type { Promesa } from "@tienda/shared/schemas/settings";
import { deliveryRuleText, usePublicSettings, useShippingRates } from "@/features/cart";
import {
  CheckIcon,
  PackageIcon,
  PhoneIcon,
  ReturnIcon,
  ShieldIcon,
  StarIcon,
  type IconProps,
} from "@/components/ui/icons";

/**
 * The product page's shipping line: the rule the cart and the checkout really apply, from the
 * store's fees (public settings). Its own component, so the settings' answer re-renders only it.
 */
export function ShippingPerk() {
  const rates = useShippingRates();
  // The store's delivery methods (issue 47): a store without any says nothing.
  const text = deliveryRuleText(usePublicSettings().data?.metodos_envio, rates);
  return text ? <p data-testid="shipping-rule">{text}</p> : null;
}

/** Each icon a promise may carry (settings' PROMISE_ICONS); the set is fixed, nothing else is drawn. */
const PROMISE_ICON: Record<Promesa["icono"], (p: IconProps) => React.JSX.Element> = {
  devolucion: ReturnIcon,
  garantia: ShieldIcon,
  seguridad: CheckIcon,
  atencion: PhoneIcon,
  regalo: PackageIcon,
  calidad: StarIcon,
};

/**
 * The store's own promises under the shipping line (settings' promesas, at most four): only what
 * its owner wrote, none on a store that wrote none. Read from the same public settings answer.
 */
export function PromisePerks({ className }: { className?: string }) {
  const promesas = usePublicSettings().data?.promesas ?? [];
  return (
    <>
      {promesas.map((p, i) => {
        const Icon = PROMISE_ICON[p.icono] ?? CheckIcon;
        return (
          <div key={i} className={className} data-testid="product-promise">
            <Icon /> <p>{p.texto}</p>
          </div>
        );
      })}
    </>
  );
}
