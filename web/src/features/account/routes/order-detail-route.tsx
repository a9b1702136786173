import { Button, Skeleton } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session/use-session";
import { OrderPage } from "@/features/orders";
import { AccessDenied } from "./profile-route";

/**
 * /perfil/pedido/:id — the order behind a profile card: the orders feature's page, behind the
 * account's sign-in guard (the API answers 404 to anybody but the owner or an admin).
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
