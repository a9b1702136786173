import { Badge, Box, Button, Flex, Grid, Heading, HStack, Input, Text, chakra } from "@chakra-ui/react";
import { memo, useDeferredValue, useState } from "react";
import { ClearCartDialog } from "./clear-cart-dialog";
import { Link as RouterLink } from "react-router-dom";
import { cartTotals, chooseDiscount, formatCents } from "@tienda/shared/rules/pricing";
import { deliveryFeeCents } from "@tienda/shared/rules/delivery";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/hooks";
import { plural } from "@/lib/format";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import summary from "@/components/ui/summary.module.css";
import { PageSkeleton } from "@/components/ui/states";
import { EmptyPage } from "@/components/ui/empty-page";
import { PageContainer } from "@/components/ui/page-container";
import { CartIcon, TagIcon, TrashIcon } from "@/components/ui/icons";
import { notify } from "@/lib/notify";
import { useCart } from "../hooks/use-cart";
import { usePricedLines, type PricedCartLine } from "../hooks/use-priced-lines";
import { CartLineRow } from "./cart-line-row";
import { loadPromo, savePromo, validatePromo, type AppliedPromo } from "../api/promo";
import { usePublicSettings, useShippingRates } from "../api/shipping";
import { useFirstPurchasePercent } from "../api/first-purchase";
import { cartEstimateMethod, freeShippingText } from "../lib/shipping-text";
import css from "./cart-page.module.css";

export function CartPage() {
  useDocumentTitle("Carrito");
  const cart = useCart();
  // Each line's product arrives through the query store, which React renders at once, in one task;
  // as a deferred value the page renders the priced lines in slices (a transition), and the
  // memoised contents are left alone by the urgent render.
  const lines = useDeferredValue(usePricedLines(cart.lines));

  if (cart.isLoading) return <PageSkeleton />;

  if (!cart.lines.length) {
    return (
      <EmptyPage
        crumbs={CRUMBS}
        icon={<CartIcon />}
        title="Tu carrito está vacío"
        description="Agrega algunos productos para comenzar"
        action={{ label: "Continuar Comprando", to: paths.continueShopping }}
      />
    );
  }
  return <CartContents lines={lines} setQuantity={cart.setQuantity} remove={cart.remove} clear={cart.clear} />;
}

const CRUMBS = [{ label: "Inicio", to: paths.home }, { label: "Carrito" }];

type CartActions = Pick<ReturnType<typeof useCart>, "setQuantity" | "remove" | "clear">;

/** The lines, the summary and the promo code (the cart's actions are stable callbacks). */
const CartContents = memo(function CartContents({
  lines,
  setQuantity,
  remove,
  clear,
}: { lines: PricedCartLine[] } & CartActions) {
  const [promo, setPromo] = useState<AppliedPromo | null>(loadPromo);
  const [code, setCode] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const priced = lines.filter((l) => l.producto);
  // Standard shipping at the store's fees: the checkout's step 1 offers express too.
  const rates = useShippingRates();
  // The store's first-purchase discount, when the server gives it to this shopper, competes with
  // the code by the checkout's own rule (the larger one; never both).
  const firstPercent = useFirstPurchasePercent(priced);
  const applied = chooseDiscount(promo, firstPercent);
  // The estimate uses the store's estandar (the spec's rule) or, without it, its first method.
  const estimate = cartEstimateMethod(usePublicSettings().data?.metodos_envio);
  const byStandard = !estimate || estimate.id === "estandar";
  const totals = cartTotals(
    priced,
    applied?.porcentaje ?? 0,
    byStandard ? { metodo: "estandar", rates } : { feeCents: (sub) => deliveryFeeCents(estimate, sub) },
  );
  const discountLabel =
    applied?.tipo === "primera_compra"
      ? ` (primera compra -${applied.porcentaje}%)`
      : promo
        ? ` (${promo.codigo} -${promo.porcentaje}%)`
        : "";

  const apply = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    setPromoError(null);
    try {
      const p = await validatePromo(code, totals.subtotalCents);
      setPromo(p);
      savePromo(p);
      setCode("");
      notify(`Código ${p.codigo} aplicado: ${p.porcentaje}% de descuento`);
    } catch (err) {
      setPromoError(err instanceof Error ? err.message : "Código promocional inválido");
    } finally {
      setChecking(false);
    }
  };

  return (
    <PageContainer>
      <Breadcrumbs items={CRUMBS} />
      <Flex justify="space-between" align="center" mb="6">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} fontWeight="900">
          TU CARRITO
        </Heading>
        <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirm(true)}>
          <TrashIcon /> Vaciar carrito
        </Button>
      </Flex>
      <Grid templateColumns={{ base: "1fr", lg: "1.6fr 1fr" }} gap="6" alignItems="start">
        <Box
          as="ul"
          listStyleType="none"
          borderWidth="1px"
          borderRadius="xl"
          px={{ base: "3", md: "5" }}
          aria-label="Productos en el carrito"
        >
          {lines.map((l, i) => (
            <CartLineRow
              key={l.key}
              l={l}
              first={i === 0}
              onQty={(n) => setQuantity(l.key, n, l.stock)}
              onRemove={() => remove(l.key)}
            />
          ))}
        </Box>
        <section aria-labelledby="summary-title" className={summary.box}>
          <h2 id="summary-title" className={summary.title}>
            Resumen del pedido
          </h2>
          <div className={css.figures} data-testid="cart-summary">
            <div className={summary.row}>
              <p className={summary.label}>Subtotal ({plural(totals.itemCount, "producto", "productos")})</p>
              <p className={summary.strong} data-testid="subtotal">
                {formatCents(totals.subtotalCents)}
              </p>
            </div>
            <div className={summary.row}>
              <p className={summary.label}>Descuento{discountLabel}</p>
              <p
                className={totals.discountCents ? `${summary.strong} ${css.discount}` : summary.strong}
                data-testid="discount"
              >
                -{formatCents(totals.discountCents)}
              </p>
            </div>
            <div className={summary.row}>
              <p className={summary.label}>Envío</p>
              <p className={summary.strong} data-testid="shipping">
                {totals.shippingCents === 0 ? "Gratis" : formatCents(totals.shippingCents)}
              </p>
            </div>
            {totals.shippingCents > 0 && byStandard && <p className={css.note}>{freeShippingText(rates)}</p>}
            <hr className={summary.separator} />
            <div className={css.total}>
              <p>Total</p>
              <p data-testid="total">{formatCents(totals.totalCents)}</p>
            </div>
          </div>
          <Box as="form" onSubmit={apply}>
            <chakra.label htmlFor="promo-code" fontSize="sm" fontWeight="medium" display="block" mb="1">
              Código promocional
            </chakra.label>
            <HStack>
              <Box position="relative" flex="1">
                <Box
                  position="absolute"
                  left="3"
                  top="50%"
                  transform="translateY(-50%)"
                  color="gray.500"
                  aria-hidden="true"
                  zIndex="1"
                >
                  <TagIcon />
                </Box>
                <Input
                  id="promo-code"
                  ps="10"
                  borderRadius="full"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setPromoError(null);
                  }}
                  placeholder="Agrega tu código"
                  aria-invalid={!!promoError}
                  aria-describedby={promoError ? "promo-error" : undefined}
                  autoCapitalize="characters"
                />
              </Box>
              <Button type="submit" borderRadius="full" disabled={!code.trim()} loading={checking}>
                Aplicar
              </Button>
            </HStack>
            {promoError && (
              <Text id="promo-error" color="red.600" fontSize="sm" mt="1" role="alert">
                {promoError}
              </Text>
            )}
            {promo && (
              <HStack mt="2" fontSize="sm">
                <Badge colorPalette="green">{promo.codigo}</Badge>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    setPromo(null);
                    savePromo(null);
                  }}
                >
                  Quitar código
                </Button>
              </HStack>
            )}
          </Box>
          <Button asChild size="lg" borderRadius="full">
            <RouterLink to={paths.checkout}>Proceder al Pago</RouterLink>
          </Button>
          <Button asChild variant="outline" borderRadius="full">
            <RouterLink to={paths.continueShopping}>Continuar Comprando</RouterLink>
          </Button>
        </section>
      </Grid>
      <ClearCartDialog open={confirm} onConfirm={clear} onClose={() => setConfirm(false)} />
    </PageContainer>
  );
});

export const Component = CartPage;
