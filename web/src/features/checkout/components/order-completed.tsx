import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { paths } from "@/config/paths";
import { Actions, CheckBadge, Details } from "./order-placed-details";

/** Seconds before the 'Pedido Completado' page returns to the home page (companion spec, Checkout). */
export const REDIRECT_SECONDS = 3;

/**
 * The full-page 'Pedido Completado' view, shown once the shopper closes the '¡Pedido Confirmado!'
 * modal: the order's details (a guest's secret link included) and a countdown that really returns
 * to the home page. 'Quedarme aquí' stops it, so nobody loses the page (a guest copying the link)
 * to a timer they did not choose.
 */
export function OrderCompleted({ result }: { result: PedidoCreado }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      void navigate(paths.home);
      return;
    }
    const t = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left, stopped, navigate]);
  return (
    <Stack gap="5" borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }} data-testid="pedido-completado">
      <HStack gap="3">
        <CheckBadge size="10" />
        <Heading as="h1" size="xl">
          Pedido Completado
        </Heading>
      </HStack>
      <Details result={result} />
      {stopped ? null : (
        <HStack gap="3" wrap="wrap" justify="space-between" bg="gray.50" borderRadius="md" px="4" py="3">
          <Text fontSize="sm" role="status" data-testid="redirect-countdown">
            Serás redirigido a la página de inicio en {left} {left === 1 ? "segundo" : "segundos"}.
          </Text>
          <Button size="sm" variant="ghost" onClick={() => setStopped(true)}>
            Quedarme aquí
          </Button>
        </HStack>
      )}
      <HStack gap="3" wrap="wrap">
        <Actions result={result} />
      </HStack>
    </Stack>
  );
}
