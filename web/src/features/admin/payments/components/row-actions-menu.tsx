import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { DotsIcon } from "../../shell";
import { ACCION_LABEL, availableActions, type AccionPedido, type EstadoAcciones } from "../lib/actions";

const DANGER: ReadonlySet<AccionPedido> = new Set(["rechazar", "cancelar", "archivar"]);

/** The DOM id of an order's action button (dialogs give focus back to it when they close). */
export const actionsTriggerId = (orderId: string) => `acciones-${orderId}`;

/**
 * The per-row action menu (Chakra Menu: arrow keys, Enter, Escape and typeahead work). Only the
 * moves the order's states allow are listed.
 */
export function RowActionsMenu({
  orderId,
  numero,
  estado,
  onAction,
}: {
  orderId: string;
  numero: string;
  estado: EstadoAcciones;
  onAction: (a: AccionPedido) => void;
}) {
  const actions = availableActions(estado);
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      // Our id on the trigger (dialogs give focus back to it); the menu machine finds its trigger by this id.
      ids={{ trigger: actionsTriggerId(orderId) }}
      positioning={{ placement: "bottom-end" }}
      onSelect={(d) => onAction(d.value as AccionPedido)}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Acciones del pedido ${numero}`} data-testid="row-actions">
          <DotsIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {actions.map((a, i) => (
              <Menu.Item
                key={a}
                value={a}
                color={DANGER.has(a) ? "red.700" : undefined}
                _highlighted={DANGER.has(a) ? { bg: "red.50", color: "red.800" } : undefined}
                borderTopWidth={a === "archivar" && i > 0 ? "1px" : undefined}
              >
                {ACCION_LABEL[a]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
