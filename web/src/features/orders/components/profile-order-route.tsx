import { Button, Skeleton } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session";
import { AccessDenied } from "@/features/account";
import { OrderPage } from "./order-page";

/**
 * /perfil/pedido/:id — the order behind a profile card: the order page behind the account's
 * sign-in notice (the API answers 404 to anybody but the owner or an admin). It lives here, not in
 * the account feature, so the orders front door need not export the whole order page.
 */
export function Component() {
  const { id = "" } = useParams();
  const { usuario, isLoading } = useSession();
  if (isLoading) return <Skeleton h="80" maxW="3xl" mx="auto" my="8" />;
  if (!usuario) return <AccessDenied message="Debes iniciar sesión para ver tus pedidos" />;
  return (
    <OrderPage
      id={id}
      back={
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.profileOrders}>Volver a mis pedidos</RouterLink>
        </Button>
      }
    />
  );
}
