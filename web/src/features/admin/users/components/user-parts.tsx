import { Avatar, Badge, Button, HStack, Text } from "@chakra-ui/react";
import type { UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import { ShieldIcon } from "@/components/ui/icons";
import { resolveImage } from "@/lib/image";
import { BanIcon } from "../../dashboard/components/admin-page-icons";
import { estadoLabel, initials, ROL_LABEL } from "../lib/users";

/** An action asked for on one user; `focusId` is the button that opened it (focus returns there). */
export type Change = { kind: "estado" | "rol"; user: UsuarioAdmin; focusId: string };

const triggerId = (u: UsuarioAdmin, kind: Change["kind"]) => `usuario-${u.id}-${kind}`;

export function UserAvatar({ u }: { u: UsuarioAdmin }) {
  return (
    <Avatar.Root size="sm" flexShrink={0}>
      <Avatar.Fallback>{initials(u)}</Avatar.Fallback>
      {u.avatar && <Avatar.Image src={resolveImage(u.avatar)} alt="" />}
    </Avatar.Root>
  );
}

/** The user's name, with '(tú)' on the signed-in admin's own row. */
export function UserName({ u, self, fontWeight }: { u: UsuarioAdmin; self: boolean; fontWeight: string }) {
  return (
    <Text fontWeight={fontWeight}>
      {u.firstName} {u.lastName}
      {self && (
        <Text as="span" color="gray.600" fontWeight="normal" fontSize="xs">
          {" "}
          (tú)
        </Text>
      )}
    </Text>
  );
}

export function RolBadge({ role }: { role: UsuarioAdmin["role"] }) {
  return (
    <Badge colorPalette={role === "admin" ? "purple" : "blue"} variant="subtle" data-testid="badge-rol">
      {ROL_LABEL[role]}
    </Badge>
  );
}

export function EstadoBadge({ u }: { u: UsuarioAdmin }) {
  return (
    <Badge
      colorPalette={u.isActive ? "green" : "gray"}
      variant={u.isActive ? "subtle" : "outline"}
      data-testid="badge-estado"
    >
      {estadoLabel(u)}
    </Badge>
  );
}

/** 'Desactivar'/'Activar' and 'Cambiar rol': each opens the confirmation dialog. */
export function UserActions({ u, onChange, self }: { u: UsuarioAdmin; onChange: (c: Change) => void; self: boolean }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Button
        id={triggerId(u, "estado")}
        size="xs"
        variant="outline"
        colorPalette={u.isActive ? "red" : "green"}
        onClick={() => onChange({ kind: "estado", user: u, focusId: triggerId(u, "estado") })}
        aria-label={`${u.isActive ? "Desactivar" : "Activar"} a ${u.firstName} ${u.lastName}${self ? " (tú)" : ""}`}
        data-testid="accion-estado"
      >
        {u.isActive ? <BanIcon /> : null}
        {u.isActive ? "Desactivar" : "Activar"}
      </Button>
      <Button
        id={triggerId(u, "rol")}
        size="xs"
        variant="outline"
        onClick={() => onChange({ kind: "rol", user: u, focusId: triggerId(u, "rol") })}
        aria-label={`Cambiar rol de ${u.firstName} ${u.lastName}`}
        data-testid="accion-rol"
      >
        <ShieldIcon />
        Cambiar rol
      </Button>
    </HStack>
  );
}
