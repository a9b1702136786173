import { describe, expect, it } from "vitest";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import {
  hasLowStock,
  stockBadge,
  stockChanges,
  stockFieldError,
} from "../../../web/src/features/admin/products/lib/stock.ts";
import {
  addLabel,
  EMPTY_WIZARD,
  firstInvalidStep,
  fromProduct,
  imageFileError,
  imageRoom,
  isStepValid,
  makeMain,
  moveImage,
  parseAmount,
  stockTotal,
  toProductInput,
  type WizardValues,
} from "../../../web/src/features/admin/products/lib/wizard.ts";
import {
  DEFAULT_PRODUCT_FILTERS,
  parseProductParams,
  productSearchParams,
  productsApiQuery,
  resetProductFilters,
  withProductFilters,
} from "../../../web/src/features/admin/products/lib/filters.ts";
import {
  defaultScheduledOffer,
  describeOffer,
  fromLocalInput,
  isRecommendedDiscount,
  offerBody,
  offerFormErrors,
  offerPrice,
  productOffer,
  scheduledOfferErrors,
  toLocalInput,
} from "../../../web/src/features/admin/products/lib/offer.ts";

function product(o: Partial<Producto> = {}): Producto {
  return {
    id: "p-1",
    nombre: "Camisa",
    descripcion: "",
    imagen: "/img/productos/p-1.png",
    imagenes: ["/img/productos/p-1.png", "/img/productos/p-1-b.png"],
    precio: 35,
    precio_original: 50,
    porcentaje_descuento: 30,
    calificacion: 0,
    num_resenas: 0,
    categoria_id: "ropa-hombre",
    categoria_nombre: "Ropa de Hombre",
    subcategoria_id: "camisas",
    subcategoria_nombre: "Camisas",
    estilo_id: "casual",
    estilo_nombre: "Casual",
    marca_id: "tienda",
    marca_nombre: "Tienda",
    colores: ["Negro"],
    tallas: ["M", "L"],
    variantes: [
      { talla: "M", color: "Negro", stock: 3 },
      { talla: "L", color: "Negro", stock: 25 },
    ],
    stock: 28,
    contador_carrito: 0,
    etiquetas: [],
    activo: true,
    created_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-01T00:00:00Z",
    ...o,
  };
}

describe("stock badge colour", () => {
  it("is red under 10, yellow under 20, green from 20", () => {
    expect(stockBadge(0)).toEqual({ color: "red", label: "Agotado" });
    expect(stockBadge(3)).toEqual({ color: "red", label: "Stock Bajo" });
    expect(stockBadge(9).color).toBe("red");
    expect(stockBadge(10)).toEqual({ color: "yellow", label: "Stock Medio" });
    expect(stockBadge(19).color).toBe("yellow");
    expect(stockBadge(20)).toEqual({ color: "green", label: "En Stock" });
  });

  it("flags a product with any variant under 10", () => {
    expect(hasLowStock(product())).toBe(true);
    expect(hasLowStock(product({ variantes: [{ talla: "M", color: "Negro", stock: 10 }] }))).toBe(false);
  });

  it("checks each stock field and sends only the changes", () => {
    expect(stockFieldError("")).toBe("Indica el stock");
    expect(stockFieldError("-1")).toMatch(/mayor o igual a 0/);
    expect(stockFieldError("2.5")).toMatch(/entero/);
    expect(stockFieldError("0")).toBeNull();
    expect(stockChanges(product().variantes, { "M|Negro": "3", "L|Negro": "7" })).toEqual({
      changes: { "L|Negro": 7 },
      errors: {},
    });
    expect(stockChanges(product().variantes, { "M|Negro": "" }).errors).toEqual({ "M|Negro": "Indica el stock" });
  });
});

describe("wizard step validity", () => {
  const valid: WizardValues = {
    ...EMPTY_WIZARD,
    nombre: "Camisa",
    precio: "19,99",
    categoria_id: "ropa-hombre",
    estilo_id: "casual",
    precio_original: "0",
    tallas: ["M"],
    colores: ["Negro"],
    stock: { "M|Negro": "4" },
  };

  it("step 1: a name and a price over 0", () => {
    expect(isStepValid(1, EMPTY_WIZARD)).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD, nombre: "  ", precio: "10" })).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD, nombre: "Camisa", precio: "0" })).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD, nombre: "Camisa", precio: "abc" })).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD, nombre: "Camisa", precio: "0.01" })).toBe(true);
  });

  it("step 2: a category and a style", () => {
    expect(isStepValid(2, { ...valid, estilo_id: "" })).toBe(false);
    expect(isStepValid(2, { ...valid, categoria_id: "" })).toBe(false);
    expect(isStepValid(2, valid)).toBe(true);
  });

  it("step 3: the original price given and at least 0, sizes, colours and every stock", () => {
    expect(isStepValid(3, { ...valid, precio_original: "" })).toBe(false);
    expect(isStepValid(3, { ...valid, precio_original: "-1" })).toBe(false);
    expect(isStepValid(3, { ...valid, tallas: [] })).toBe(false);
    expect(isStepValid(3, { ...valid, colores: [] })).toBe(false);
    expect(isStepValid(3, { ...valid, tallas: ["M", "L"] })).toBe(false); // L|Negro has no stock yet
    expect(isStepValid(3, { ...valid, stock: { "M|Negro": "" } })).toBe(false);
    expect(isStepValid(3, valid)).toBe(true);
  });

  it("step 4: no image still uploading or failed, at most 6", () => {
    const img = (estado: "subiendo" | "lista" | "error", i = 0) => ({
      id: `i${i}`,
      clave: estado === "lista" ? `subidas/productos/${i}.png` : null,
      preview: "",
      nombre: "x",
      estado,
    });
    expect(isStepValid(4, valid)).toBe(true);
    expect(isStepValid(4, { ...valid, imagenes: [img("subiendo")] })).toBe(false);
    expect(isStepValid(4, { ...valid, imagenes: [img("error")] })).toBe(false);
    expect(isStepValid(4, { ...valid, imagenes: Array.from({ length: 7 }, (_, i) => img("lista", i)) })).toBe(false);
    expect(imageRoom(Array.from({ length: 6 }))).toBe(0);
    expect(firstInvalidStep({ ...valid, precio: "" })).toBe(1);
    expect(firstInvalidStep(valid)).toBeNull();
  });

  it("checks image files: JPEG, PNG or WebP up to 5 MB", () => {
    expect(imageFileError({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageFileError({ type: "image/gif", size: 1000 })).toBe("Por favor selecciona una imagen válida");
    expect(imageFileError({ type: "image/webp", size: 5 * 1024 * 1024 + 1 })).toBe(
      "La imagen no puede ser mayor a 5MB",
    );
  });

  it("reorders images and picks the main one", () => {
    expect(moveImage(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveImage(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(makeMain(["a", "b", "c"], 2)).toEqual(["c", "a", "b"]);
  });

  it("builds the API body, and edits a product on offer from its price without discount", () => {
    const body = toProductInput({ ...valid, marca_nombre: " ", descripcion: " Hola " });
    expect(body).toEqual({
      nombre: "Camisa",
      descripcion: "Hola",
      precio: 19.99,
      precio_original: null,
      categoria_id: "ropa-hombre",
      estilo_id: "casual",
      tallas: ["M"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 4 },
      imagenes: [],
    });
    const v = fromProduct(product());
    expect(v.precio).toBe("50");
    expect(v.stock).toEqual({ "M|Negro": "3", "L|Negro": "25" });
    expect(toProductInput(v).imagenes).toEqual(["/img/productos/p-1.png", "/img/productos/p-1-b.png"]);
    expect(fromProduct(product({ precio: 20, precio_original: null, porcentaje_descuento: 0 })).precio_original).toBe(
      "0",
    );
    // The admin API's offer record: a scheduled offer's base is the price field, shown struck through.
    const scheduled = {
      porcentaje: 15,
      precio_original: 40,
      inicio: "2026-12-01T10:00:00Z",
      fin: "2026-12-31T10:00:00Z",
      flash: false,
      estado: "programada" as const,
    };
    const withRecord = fromProduct({
      ...product({ precio: 40, precio_original: null, porcentaje_descuento: 0 }),
      oferta: scheduled,
    });
    expect([withRecord.precio, withRecord.precio_original]).toEqual(["40", "40"]);
    expect(parseAmount("12,5")).toBe(12.5);
    expect(addLabel(["M"], " m ")).toEqual(["M"]);
    expect(addLabel(["M"], "XL")).toEqual(["M", "XL"]);
  });
});

describe("wizard review stock total", () => {
  it("adds the stock of every size × colour the product has, a blank or bad cell counting 0", () => {
    const v = {
      tallas: ["S", "M"],
      colores: ["Negro", "Azul"],
      stock: { "S|Negro": "3", "S|Azul": "", "M|Negro": "10", "M|Azul": "abc", "XL|Negro": "99" },
    };
    // 'XL|Negro' is left from a size the admin removed: not a variant any more, not counted.
    expect(stockTotal(v)).toBe(13);
    expect(stockTotal({ ...v, colores: [] })).toBe(0);
    expect(stockTotal({ ...v, stock: {} })).toBe(0);
  });
});

describe("products filters and offers", () => {
  it("keeps filters in the URL and asks the API for what it can filter", () => {
    const f = parseProductParams(
      new URLSearchParams("oferta=1&stock=bajo&categoria=ropa-hombre&limite=48&vista=tabla&stock_producto=p-1"),
    );
    expect(f).toEqual({
      q: "",
      categoria: "ropa-hombre",
      oferta: true,
      stockBajo: true,
      pagina: 1,
      limite: 48,
      vista: "tabla",
    });
    expect(productSearchParams(f, new URLSearchParams("stock_producto=p-1")).toString()).toBe(
      "categoria=ropa-hombre&oferta=1&stock=bajo&limite=48&vista=tabla&stock_producto=p-1",
    );
    expect(productsApiQuery(f)).toEqual({
      categoria: "ropa-hombre",
      oferta: "1",
      stock: "bajo",
      limite: 48,
      pagina: 1,
    });
    expect(productsApiQuery({ ...DEFAULT_PRODUCT_FILTERS, q: "camisa", pagina: 2 })).toEqual({
      q: "camisa",
      limite: 12,
      pagina: 2,
    });
    expect(parseProductParams(new URLSearchParams("limite=13")).limite).toBe(12);
    expect(withProductFilters({ ...f, pagina: 3 }, { oferta: false }).pagina).toBe(1);
    expect(withProductFilters({ ...f, pagina: 3 }, { vista: "tarjetas" }).pagina).toBe(3);
    expect(resetProductFilters(f)).toEqual({ ...DEFAULT_PRODUCT_FILTERS, limite: 48, vista: "tabla" });
  });

  it("validates the 'Oferta' dialog (1–90 %, flash end not in the past)", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(offerFormErrors({ porcentaje: "30", precio_original: "50.00", flash: false, fin: "" }, now)).toEqual({});
    expect(offerFormErrors({ porcentaje: "95", precio_original: "50", flash: false, fin: "" }, now).porcentaje).toBe(
      "El descuento debe estar entre 1 y 90",
    );
    expect(offerFormErrors({ porcentaje: "30", precio_original: "50", flash: true, fin: "" }, now).fin).toBe(
      "Indica cuándo termina la oferta flash",
    );
    const past = toLocalInput(new Date(now.getTime() - 60_000));
    expect(offerFormErrors({ porcentaje: "30", precio_original: "50", flash: true, fin: past }, now).fin).toMatch(
      /no puede ser anterior a ahora/,
    );
    expect(offerPrice(50, 30)).toBe(35);
    expect(offerBody({ porcentaje: "30", precio_original: "50", flash: false, fin: "x" })).toEqual({
      porcentaje: 30,
      precio_original: 50,
      flash: false,
    });
  });

  it("reads the product's offer from the admin API, else from its prices", () => {
    const flash = {
      porcentaje: 25,
      precio_original: 40,
      inicio: null,
      fin: "2026-11-24T18:00:00Z",
      flash: true,
      estado: "activa" as const,
    };
    expect(productOffer({ ...product(), oferta: flash })).toBe(flash);
    expect(productOffer({ ...product(), oferta: null })).toBeNull();
    // Without the admin's record (another shape): the struck-through price as an open offer.
    expect(productOffer(product())).toEqual({
      porcentaje: 30,
      precio_original: 50,
      inicio: null,
      fin: null,
      flash: false,
      estado: "activa",
    });
    expect(productOffer(product({ precio_original: null, porcentaje_descuento: 0 }))).toBeNull();
    expect(describeOffer(flash)).toMatch(/^-25%, oferta flash hasta \S/);
    expect(describeOffer({ ...flash, fin: null, flash: false })).toBe("-25%");
    expect(describeOffer({ ...flash, flash: false, estado: "programada", inicio: "2026-12-01T10:00:00Z" })).toMatch(
      /^-25%, programada desde .+, hasta .+/,
    );
  });

  it("schedules the reports' offer: 5–70 %, 720 hours by default, end after start", () => {
    const now = new Date(2026, 10, 23, 12, 0);
    const d = defaultScheduledOffer(now);
    expect(Date.parse(fromLocalInput(d.fin)!) - Date.parse(fromLocalInput(d.inicio)!)).toBe(720 * 3_600_000);
    expect(scheduledOfferErrors(d, now)).toEqual({});
    expect(scheduledOfferErrors({ ...d, porcentaje: "4" }, now).porcentaje).toBe(
      "El descuento debe estar entre 5 y 70",
    );
    expect(scheduledOfferErrors({ ...d, porcentaje: "71" }, now).porcentaje).toBeDefined();
    expect(scheduledOfferErrors({ ...d, inicio: "" }, now).inicio).toBeDefined();
    expect(
      scheduledOfferErrors({ ...d, fin: d.inicio, inicio: toLocalInput(new Date(now.getTime() + 7_200_000)) }, now).fin,
    ).toBeDefined();
    expect(isRecommendedDiscount(15) && isRecommendedDiscount(30) && !isRecommendedDiscount(31)).toBe(true);
  });
});
