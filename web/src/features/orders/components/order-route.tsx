import { Button } from "@chakra-ui/react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { OrderPage } from "./order-page";

/** /pedido/:id?token=… — a guest's secret order link (also opens a signed-in owner's order). */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  const { usuario } = useSession();
  const back = usuario ? (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.profileOrders}>
        <ChevronLeftIcon /> Volver a mis pedidos
      </RouterLink>
    </Button>
  ) : (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.home}>
        <ChevronLeftIcon /> Ir al Inicio
      </RouterLink>
    </Button>
  );
  return <OrderPage id={id} token={token} back={back} />;
}
