// @vitest-environment jsdom
/*
 * The 'Tienda' forms' one save (web/src/features/admin/store/components/use-store-form.ts) with
 * the store's Chakra system and a real react-hook-form: a refused save puts the API's Spanish
 * messages on their fields and says why in a toast, a save ends with its toast and closes the
 * editor, and a local check refuses before anything is sent.
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Resolver, ResolverResult } from "react-hook-form";
import { ApiError } from "../../../web/src/lib/api-client.ts";
import { FormField } from "../../../web/src/components/ui/form-field.tsx";
import { StoreFormCard } from "../../../web/src/features/admin/store/components/store-form.tsx";
import { useStoreForm } from "../../../web/src/features/admin/store/components/use-store-form.ts";
import { chakraRoot } from "./support/chakra-root.tsx";

const notify = vi.hoisted(() => vi.fn());
vi.mock("@/lib/notify", () => ({ notify }));

interface Values {
  nombre: string;
}
// What zodResolver gives the form: the values, or the fields' Spanish messages.
const resolver: Resolver<Values> = async (values) =>
  (values.nombre
    ? { values, errors: {} }
    : {
        values: {},
        errors: { nombre: { type: "too_small", message: "El nombre es requerido" } },
      }) as ResolverResult<Values>;

const mount = chakraRoot();
/** The element the current test's editor is drawn in. */
let host: HTMLElement | undefined;

beforeEach(() => notify.mockReset());

function Editor({ save, onDone }: { save: (v: Values) => Promise<unknown>; onDone: () => void }) {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useStoreForm<Values>({
    resolver,
    defaultValues: { nombre: "" },
    save,
    saved: (v) => `${v.nombre} guardado`,
    failed: "No se pudo guardar",
    onDone,
  });
  return (
    <StoreFormCard title="Nuevo" onSubmit={onSubmit} saving={isSubmitting} testId="editor" onCancel={onDone}>
      <FormField label="Nombre" error={errors.nombre}>
        <input {...register("nombre")} data-testid="nombre" />
      </FormField>
    </StoreFormCard>
  );
}

function show(save: (v: Values) => Promise<unknown>, onDone = vi.fn()) {
  host = mount(<Editor save={save} onDone={onDone} />);
  return onDone;
}

async function type(value: string) {
  const input = host!.querySelector<HTMLInputElement>('[data-testid="nombre"]')!;
  await act(async () => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    set.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    host!.querySelector<HTMLButtonElement>('[data-testid="editor-guardar"]')!.click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe("useStoreForm", () => {
  it("sends the checked values, toasts the save and closes the editor", async () => {
    const save = vi.fn(async () => ({}));
    const onDone = show(save);
    await type("Franelas");
    await submit();
    expect(save).toHaveBeenCalledWith({ nombre: "Franelas" });
    expect(notify).toHaveBeenCalledWith("Franelas guardado", "success", 4000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("refuses an invalid form before sending, and says why", async () => {
    const save = vi.fn(async () => ({}));
    show(save);
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(host!.textContent).toContain("El nombre es requerido");
    expect(notify).toHaveBeenCalledWith("Revisa los campos marcados", "error", 6000, "El nombre es requerido");
  });

  it("puts the API's field messages on their fields and keeps the editor open", async () => {
    const save = vi.fn(async () => {
      throw new ApiError("Datos inválidos", 400, { nombre: "Ya existe una categoría con ese nombre" });
    });
    const onDone = show(save);
    await type("Franelas");
    await submit();
    expect(host!.textContent).toContain("Ya existe una categoría con ese nombre");
    expect(notify).toHaveBeenCalledWith("Datos inválidos", "error", 5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
