import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "../../../shared/src/zod-es";

const root = join(__dirname, "../../..");
const read = (file: string) => readFileSync(file, "utf8");

function sharedSources(dir = join(root, "shared/src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sharedSources(join(dir, entry.name))
      : entry.name.endsWith(".ts") && entry.name !== "zod-es.ts"
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("zod's Spanish locale (shared/src/zod-es.ts)", () => {
  it("writes every message not written by hand in Spanish, and names unknown fields", () => {
    const schema = z.strictObject({ activo: z.boolean(), nombre: z.string().min(2) });
    const issues = schema.safeParse({ activo: "si", nombre: "a", rol: "admin" }).error!.issues.map((i) => i.message);
    expect(issues).toEqual([
      "Entrada inválida: se esperaba booleano, recibido texto",
      "Demasiado pequeño: se esperaba que texto tuviera >=2 caracteres",
      "Campo no permitido: rol",
    ]);
    expect(schema.safeParse([]).error!.issues[0]!.message).toBe(
      "Entrada inválida: se esperaba objeto, recibido arreglo",
    );
  });

  it("is loaded where the API starts, and by every shared module that builds schemas", () => {
    expect(readFileSync(join(root, "functions/src/lib/http.ts"), "utf8")).toContain('import "@tienda/shared/zod-es";');
    const builders = sharedSources().filter((file) => /\bz\.(object|strictObject|string|enum|number)\(/.test(read(file)));
    expect(builders.length).toBeGreaterThan(10);
    for (const file of builders) {
      expect({ file, imports: read(file).match(/^import \{ z \} from "(\.\.?\/)+zod-es";$/m) !== null }).toEqual({
        file,
        imports: true,
      });
    }
  });
});
