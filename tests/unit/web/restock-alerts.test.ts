import { describe, expect, it } from "vitest";
import { soldOutSizes, soldOutVariants } from "../../../web/src/features/product/api/sold-out.ts";
import { totalWaiting, waitingFor } from "../../../web/src/features/admin/products/api/restock-demand-api.ts";
import { photoProblem } from "../../../web/src/features/admin/products/api/bulk-photos-api.ts";
import { keys } from "../../../functions/src/data/keys.ts";
import { renderRestockEmail } from "../../../functions/src/domain/email/restock-emails.ts";
import { storeVoice } from "../../../functions/src/domain/email/store-voice.ts";

const product = {
  tallas: ["S", "M", "L", "XL"],
  colores: ["Blanco", "Negro"],
  stock: 7,
  variantes: [
    { talla: "XL", color: "Negro", stock: 0 },
    { talla: "S", color: "Negro", stock: 0 },
    { talla: "M", color: "Negro", stock: 4 },
    { talla: "L", color: "Blanco", stock: 0 },
    { talla: "M", color: "Blanco", stock: 3 },
  ],
};

describe("'Avísame' on the product page", () => {
  it("offers the sold-out variants only, and a colour's sold-out sizes in the product's size order", () => {
    expect(soldOutVariants(product)).toEqual([
      { talla: "XL", color: "Negro" },
      { talla: "S", color: "Negro" },
      { talla: "L", color: "Blanco" },
    ]);
    expect(soldOutSizes(product, "Negro")).toEqual(["S", "XL"]);
    expect(soldOutSizes(product, "Blanco")).toEqual(["L"]);
    expect(soldOutSizes(product, "Rojo")).toEqual([]);
    expect(soldOutVariants({ ...product, variantes: [] })).toEqual([]);
  });
});

describe("the demand in the admin", () => {
  const demand = [
    { producto_id: "p1", nombre: "Jean", talla: "32", color: "Azul", esperando: 4, desde: "2026-11-01T00:00:00Z" },
    { producto_id: "p2", nombre: "Vestido", talla: "M", color: "Rojo", esperando: 2, desde: "2026-11-02T00:00:00Z" },
    { producto_id: "p1", nombre: "Jean", talla: "34", color: "Azul", esperando: 1, desde: "2026-11-03T00:00:00Z" },
  ];
  it("counts who waits per variant of one product, and in all", () => {
    expect(Object.fromEntries(waitingFor(demand, "p1"))).toEqual({ "32|Azul": 4, "34|Azul": 1 });
    expect(waitingFor(undefined, "p1").size).toBe(0);
    expect(totalWaiting(demand)).toBe(7);
    expect(totalWaiting(undefined)).toBe(0);
  });

  it("the demand index sorts more waiting first, then the older wait first", () => {
    const sk = (n: number, desde: string, id: string) => keys.restockDemandGsi1(n, desde, id, "M|Rojo").GSI1SK;
    const sorted = [
      sk(1, "2026-11-01T00:00:00.000Z", "a"),
      sk(12, "2026-11-05T00:00:00.000Z", "b"),
      sk(3, "2026-11-02T00:00:00.000Z", "c"),
      sk(3, "2026-11-01T00:00:00.000Z", "d"),
    ].sort();
    expect(sorted.map((k) => k.split("#")[2])).toEqual(["b", "d", "c", "a"]);
  });
});

describe("the restock email", () => {
  it("names the product and variant, links to the product and to leaving the list, in the store's name", () => {
    const mail = renderRestockEmail(
      "ana@example.com",
      { producto_id: "p 1", nombre: "Jean <Recto>", talla: "32", color: "Azul" },
      "https://tienda.example",
      "/api/avisos/baja?token=abc",
      storeVoice({ nombre_tienda: "MODA CARACAS" }),
    );
    expect(mail.subject).toContain("Ya llegó: Jean <Recto> (talla 32, Azul)");
    expect(mail.subject).toContain("MODA CARACAS");
    expect(mail.text).toContain("https://tienda.example/producto/p%201");
    expect(mail.text).toContain("https://tienda.example/api/avisos/baja?token=abc");
    expect(mail.html).toContain("Jean &lt;Recto&gt;");
    expect(mail.html).not.toContain("<Recto>");
  });
});

describe("'Subir fotos' checks a file before sending it", () => {
  it("takes jpeg, png and webp up to 5 MB and says why it refuses anything else", () => {
    expect(photoProblem({ type: "image/jpeg", size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: "image/webp", size: 10 })).toBeNull();
    expect(photoProblem({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe("La imagen no puede ser mayor a 5MB");
    expect(photoProblem({ type: "image/gif", size: 10 })).toBe("Por favor selecciona una imagen válida");
    expect(photoProblem({ type: "", size: 10 })).toBe("Por favor selecciona una imagen válida");
  });
});
