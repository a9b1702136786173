// @vitest-environment jsdom
/*
 * The 'Tienda' list editors' one way of speaking (web/src/features/admin/store/components/
 * use-editor-form.ts): the card's title and button, and the toasts of a save, from the item's
 * noun and its gender, for a new item and an edited one.
 */
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { ApiError } from "../../../web/src/lib/api-client.ts";
import { EditorFormCard } from "../../../web/src/features/admin/store/components/form-cards.tsx";
import { useEditorForm, type EditorNoun } from "../../../web/src/features/admin/store/components/use-editor-form.ts";
import { chakraRoot } from "./support/chakra-root.tsx";

const notify = vi.hoisted(() => vi.fn());
vi.mock("@/lib/notify", () => ({ notify }));

interface Values {
  nombre: string;
}
const resolver: Resolver<Values> = async (values) => ({ values, errors: {} });

const mount = chakraRoot();

beforeEach(() => notify.mockReset());

function Editor({ noun, editing, save }: { noun: EditorNoun; editing: string | null; save: () => Promise<unknown> }) {
  const { card } = useEditorForm<Values>(noun, editing, {
    resolver,
    defaultValues: { nombre: editing ?? "" },
    save,
    onDone: () => {},
  });
  return (
    <EditorFormCard {...card}>
      <span />
    </EditorFormCard>
  );
}

async function saveWith(noun: EditorNoun, editing: string | null, save: () => Promise<unknown> = async () => ({})) {
  const host = mount(<Editor noun={noun} editing={editing} save={save} />);
  const button = host.querySelector<HTMLButtonElement>(`[data-testid="${noun.idPrefix}-guardar"]`)!;
  const title = host.querySelector("h3")?.textContent;
  const label = button.textContent;
  await act(async () => {
    button.click();
    await new Promise((r) => setTimeout(r, 0));
  });
  return { title, label };
}

const CATEGORY: EditorNoun = { article: "la", noun: "categoría", idPrefix: "categoria" };
const STYLE: EditorNoun = { article: "el", noun: "estilo", idPrefix: "estilo" };

describe("useEditorForm", () => {
  it("names a new feminine item: 'Nueva categoría', 'Guardar categoría', 'Categoría creada'", async () => {
    const { title, label } = await saveWith(CATEGORY, null);
    expect(title).toBe("Nueva categoría");
    expect(label).toBe("Guardar categoría");
    expect(notify).toHaveBeenCalledWith("Categoría creada", "success", 4000);
  });

  it("names an edited masculine item by its name: 'Editar «Casual»', 'Estilo actualizado'", async () => {
    const { title, label } = await saveWith(STYLE, "Casual");
    expect(title).toBe("Editar «Casual»");
    expect(label).toBe("Guardar estilo");
    expect(notify).toHaveBeenCalledWith("Estilo actualizado", "success", 4000);
  });

  it("says what could not be saved, with the item's article, when the API gives no message", async () => {
    await saveWith(CATEGORY, "Camisas", async () => {
      throw new ApiError("", 500);
    });
    expect(notify).toHaveBeenCalledWith("No se pudo guardar la categoría", "error", 5000);
  });
});
