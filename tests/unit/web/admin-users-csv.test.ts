import { describe, expect, it } from "vitest";
import {
  initials,
  parseUserParams,
  userSearchParams,
  USERS_CSV_FILE,
  USERS_CSV_HEADER,
  usersApiQuery,
  usersCsv,
  withUserFilters,
} from "../../../web/src/features/admin/users/lib/users.ts";
import { adminUser as user } from "./support/admin-user.ts";

describe("users CSV (usuarios.csv)", () => {
  it("has the spec's columns, a UTF-8 BOM and CRLF lines", () => {
    const csv = usersCsv(
      [
        user(),
        user({
          id: "u-2",
          firstName: "Ana, la jefa",
          lastName: "Pérez",
          email: "ana@tienda.com",
          role: "admin",
          isActive: false,
        }),
      ],
      () => "05/03/2026",
    );
    expect(USERS_CSV_FILE).toBe("usuarios.csv");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("ID,Nombre,Apellido,Email,Rol,Fecha de Registro,Estado");
    expect(USERS_CSV_HEADER).toEqual(["ID", "Nombre", "Apellido", "Email", "Rol", "Fecha de Registro", "Estado"]);
    expect(lines[1]).toBe("u-1,María,González,maria@tienda.com,Usuario,05/03/2026,Activo");
    expect(lines[2]).toBe('u-2,"Ana, la jefa",Pérez,ana@tienda.com,Administrador,05/03/2026,Inactivo');
    expect(lines[3]).toBe("");
  });

  it("neutralises names a spreadsheet would run as a formula", () => {
    const csv = usersCsv([user({ firstName: "=HYPERLINK(1)" })], () => "x");
    expect(csv).toContain("'=HYPERLINK(1)");
  });

  it("formats the registration date with the given formatter", () => {
    const seen: string[] = [];
    usersCsv([user()], (iso) => (seen.push(iso), "d"));
    expect(seen).toEqual(["2026-03-05T14:30:00.000Z"]);
  });
});

describe("users filters in the URL", () => {
  it("parses, falls back on bad values and writes defaults out", () => {
    const f = parseUserParams(new URLSearchParams("q=%20ana%20&rol=admin&pagina=3&limite=48"));
    expect(f).toEqual({ q: "ana", rol: "admin", pagina: 3, limite: 48 });
    expect(parseUserParams(new URLSearchParams("rol=root&pagina=0&limite=7"))).toEqual({
      q: "",
      rol: "",
      pagina: 1,
      limite: 12,
    });
    expect(userSearchParams({ q: "", rol: "", pagina: 1, limite: 12 }).toString()).toBe("");
    expect(userSearchParams(f).toString()).toBe("q=ana&rol=admin&pagina=3&limite=48");
  });

  it("goes back to page 1 when a filter changes, not when the page does", () => {
    const f = { q: "a", rol: "" as const, pagina: 4, limite: 12 as const };
    expect(withUserFilters(f, { rol: "user" }).pagina).toBe(1);
    expect(withUserFilters(f, { pagina: 2 }).pagina).toBe(2);
    expect(usersApiQuery(f, { pagina: 1, limite: 96 })).toEqual({ q: "a", pagina: 1, limite: 96 });
  });

  it("makes initials for the avatar", () => {
    expect(initials(user())).toBe("MG");
    expect(initials(user({ firstName: " ", lastName: "", email: "zoe@x.com" }))).toBe("Z");
  });
});
