import { describe, expect, it } from "vitest";
import { changeCopy } from "../../../web/src/features/admin/users/lib/users.ts";
import { adminUser as user } from "./support/admin-user.ts";

describe("users page: what the confirmation dialog asks and sends", () => {
  it("an active account is deactivated, and says its sessions close", () => {
    const c = changeCopy("estado", user());
    expect(c.title).toBe("¿Desactivar este usuario?");
    expect(c.text).toBe(
      "María González (maria@tienda.com) no podrá iniciar sesión y sus sesiones abiertas se cerrarán.",
    );
    expect(c.confirm).toBe("Desactivar");
    expect(c.body).toEqual({ isActive: false });
  });

  it("an inactive account is activated", () => {
    const c = changeCopy("estado", user({ isActive: false }));
    expect(c.confirm).toBe("Activar");
    expect(c.body).toEqual({ isActive: true });
  });

  it("an admin loses the role and a user gains it", () => {
    const down = changeCopy("rol", user({ role: "admin" }));
    expect(down.title).toBe("¿Quitar el rol de administrador?");
    expect(down.body).toEqual({ role: "user" });
    const up = changeCopy("rol", user());
    expect(up.confirm).toBe("Cambiar a Administrador");
    expect(up.body).toEqual({ role: "admin" });
  });

  it("a missing last name leaves no trailing space in the text", () => {
    expect(changeCopy("rol", user({ lastName: "" })).text).toMatch(/^María tendrá acceso completo/);
  });
});
