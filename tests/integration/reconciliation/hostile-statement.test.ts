import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { hostileStatements } from "../../helpers/statement-files";
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from "../../../shared/src/rules/statement-csv";

/**
 * Issue 45, item 4, through the route: a 2 MB statement made to be expensive is answered with
 * what is wrong with it, as any bad file is (before: a 300 KB file of `x"` pairs held the function
 * for 11 s, and every other request of the local store waited behind it).
 */
const admin = await sessionAs("admin");
const importStatement = (csv: string) =>
  call("POST", "/api/admin/conciliaciones", { cookie: admin.cookie, body: { csv } });

describe("POST /api/admin/conciliaciones with a hostile statement", () => {
  const files = hostileStatements(STATEMENT_MAX_BYTES - 64);

  it('a file of x" pairs: 400, the columns are not recognised, and the store still answers', async () => {
    const res = await importStatement(files["x-quote-pairs"]!);
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(STATEMENT_MESSAGES.noColumns);
    expect(res.body.errores).toEqual({ columnas: STATEMENT_MESSAGES.noColumns });
    expect((await call("GET", "/api/categorias")).status).toBe(200);
  }, 30_000);

  it("a never-closed quote: 400 naming the line it opens on", async () => {
    const res = await importStatement(files["unclosed quote"]!);
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(STATEMENT_MESSAGES.unclosedQuote(2));
    expect(res.body.errores).toEqual({ csv: STATEMENT_MESSAGES.unclosedQuote(2) });
  }, 30_000);
});
