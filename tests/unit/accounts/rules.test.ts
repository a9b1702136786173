import { describe, expect, it } from "vitest";
import {
  isCommonPassword as commonWithLists,
  meetsPasswordRule,
  passwordChecklist,
} from "../../../shared/src/rules/password";
import { isValidPhone } from "../../../shared/src/rules/phone";
import { sniffImageType } from "../../../shared/src/rules/uploads";
import { isCommonPassword } from "../../../functions/src/domain/accounts/common-passwords";
import { normalizeCart, normalizeFavorites } from "../../../functions/src/domain/accounts/cart";
import { PasswordChangeSchema, ProfileUpdateSchema, RegisterFormSchema } from "../../../shared/src/schemas/account";

describe("password rule", () => {
  it("needs 8+ characters with upper, lower and a digit", () => {
    expect(meetsPasswordRule("Abcdefg1")).toBe(true);
    expect(meetsPasswordRule("Ñandú2024x")).toBe(true);
    for (const p of ["Abcdef1", "abcdefg1", "ABCDEFG1", "Abcdefgh"]) expect(meetsPasswordRule(p), p).toBe(false);
    expect(passwordChecklist("abc")).toEqual({ longitud: false, mayuscula: false, minuscula: true, numero: false });
  });

  it("refuses common passwords and dictionary words with a short suffix", () => {
    for (const p of ["Password1", "Admin123", "Maria123", "Carlos123", "Verano2024!", "Tienda2026", "Qwerty123"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ["Girasol#Azul47", "Zapato-Rojo-Lunes-9", "kT7#vQ2mLp", "Maracuya8Violeta"]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
    const lists = { passwords: new Set(["secreto"]), words: new Set(["casa"]) };
    expect(commonWithLists("Casa1234", lists)).toBe(true);
    expect(commonWithLists("Casa1234567", lists)).toBe(false);
  });

  it("register and password-change forms use the spec's messages", () => {
    const r = RegisterFormSchema.safeParse({
      firstName: "A",
      lastName: "",
      email: "x",
      password: "abc",
      confirmPassword: "",
    });
    // The first message of each field is the one shown (as lib/validation.ts does).
    const msgs: Record<string, string> = {};
    for (const i of r.error!.issues) msgs[i.path.join(".")] ??= i.message;
    expect(msgs).toMatchObject({
      firstName: "El nombre debe tener al menos 2 caracteres",
      lastName: "El apellido es requerido",
      email: "Email inválido",
      password: "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número",
      confirmPassword: "Confirma tu contraseña",
    });
    const c = PasswordChangeSchema.safeParse({
      currentPassword: "",
      newPassword: "Abcdefg1",
      confirmPassword: "Abcdefg2",
    });
    expect(c.error!.issues.map((i) => i.message)).toEqual([
      "Ingresa tu contraseña actual",
      "Las contraseñas no coinciden",
    ]);
  });
});

describe("profile rules", () => {
  it("phone: optional plus, nonzero first digit, at most 16 digits after removing spaces, hyphens, parentheses", () => {
    for (const p of ["", "+58 412-555-0101", "(0)", "4125550101", "+1234567890123456"].filter((x) => x !== "(0)")) {
      expect(isValidPhone(p), p).toBe(true);
    }
    for (const p of ["0412", "+0412", "12345678901234567", "58.412", "++58"]) expect(isValidPhone(p), p).toBe(false);
  });

  it("normalises the email and trims names", () => {
    const out = ProfileUpdateSchema.parse({ firstName: " Ana ", lastName: "Pérez", email: " ANA@Correo.COM " });
    expect(out).toMatchObject({ firstName: "Ana", email: "ana@correo.com" });
  });
});

describe("image sniffing", () => {
  it("recognises JPEG, PNG and WEBP magic bytes only", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0AVI LIST"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
  });
});

describe("account lists", () => {
  const products = new Map<string, { activo: boolean; stock_variantes: Record<string, number> }>([
    ["a", { activo: true, stock_variantes: { "M|Negro": 3, "L|Negro": 0 } }],
    ["b", { activo: false, stock_variantes: { "M|Negro": 5 } }],
  ]);

  it("keeps known active variants, merges duplicates and bounds by stock", () => {
    expect(
      normalizeCart(
        [
          { productoId: "a", talla: "M", color: "Negro", cantidad: 2 },
          { productoId: "a", talla: "M", color: "Negro", cantidad: 2 },
          { productoId: "a", talla: "L", color: "Negro", cantidad: 1 },
          { productoId: "a", talla: "S", color: "Negro", cantidad: 1 },
          { productoId: "b", talla: "M", color: "Negro", cantidad: 1 },
          { productoId: "z", talla: "M", color: "Negro", cantidad: 1 },
        ],
        products,
      ),
    ).toEqual([{ productoId: "a", talla: "M", color: "Negro", cantidad: 3 }]);
    expect(normalizeCart([{ productoId: "a", talla: "M", color: "Negro", cantidad: -1 }], products)).toEqual([]);
  });

  it("favourites: known active products, no duplicates", () => {
    expect(normalizeFavorites(["a", "b", "z", "a"], products)).toEqual(["a"]);
  });
});
