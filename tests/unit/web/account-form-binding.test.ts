import { describe, expect, it, vi } from "vitest";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ApiError } from "../../../web/src/lib/api-client.ts";
import { fieldBinder, setServerErrors } from "../../../web/src/features/account/lib/form.ts";

interface Values {
  email: string;
  password: string;
  direccion: { ciudad: string };
}

describe("account form binding", () => {
  it("puts each server field message on its field, only those the form accepts", () => {
    const setError = vi.fn();
    const err = new ApiError("Datos inválidos", 400, { email: "Email inválido", token: "Token vencido" });
    setServerErrors<Values>(err, setError, (campo) => campo === "email" || campo === "password");
    expect(setError.mock.calls).toEqual([["email", { message: "Email inválido" }]]);
  });

  it("sets nothing for an error that is not the API's", () => {
    const setError = vi.fn();
    setServerErrors<Values>(new Error("sin red"), setError);
    expect(setError).not.toHaveBeenCalled();
  });

  it("binds register()'s props and the field's own message, nested paths included", () => {
    const register = vi.fn((name: string) => ({ name, onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() }));
    const errors = {
      password: { type: "too_small", message: "Mínimo 8 caracteres" },
      direccion: { ciudad: { type: "custom", message: "Indica la ciudad" } },
    } as FieldErrors<Values>;
    const field = fieldBinder(register as unknown as UseFormRegister<Values>, errors);
    expect(field("password")).toMatchObject({ name: "password", error: "Mínimo 8 caracteres" });
    expect(field("direccion.ciudad")).toMatchObject({ name: "direccion.ciudad", error: "Indica la ciudad" });
    expect(field("email").error).toBeUndefined();
  });
});
