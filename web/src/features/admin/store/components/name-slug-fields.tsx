import { Input } from "@chakra-ui/react";
import type { UseFormReturn } from "react-hook-form";
import { slugify } from "@tienda/shared/rules/slug";
import { FormField } from "@/components/ui/form-field";

interface Named {
  id: string;
  nombre: string;
}

/**
 * The name and the slug (the id in the URL) of a category or a style. A new one's slug follows its
 * name until the admin types one; a stored one's slug is left as it is, and is read-only where the
 * API does not let it change.
 */
export function NameSlugFields<T extends Named, S>({
  form,
  stored,
  storedHelper,
  readOnlyWhenStored = false,
  testIdPrefix,
}: {
  form: UseFormReturn<T, unknown, S>;
  /** The item is already in the store (not a new one). */
  stored: boolean;
  /** What the slug's helper says about a stored item's slug. */
  storedHelper: string;
  readOnlyWhenStored?: boolean;
  /** 'categoria' gives the test ids 'categoria-nombre' and 'categoria-id'. */
  testIdPrefix: string;
}) {
  // T has both fields; react-hook-form's field paths cannot see that through a type parameter.
  const {
    register,
    getFieldState,
    setValue,
    formState: { errors },
  } = form as unknown as UseFormReturn<Named>;
  const nombre = register("nombre");
  return (
    <>
      <FormField label="Nombre" error={errors.nombre} required>
        <Input
          {...nombre}
          onChange={(e) => {
            void nombre.onChange(e);
            if (!stored && !getFieldState("id").isDirty) setValue("id", slugify(e.target.value));
          }}
          data-testid={`${testIdPrefix}-nombre`}
        />
      </FormField>
      <FormField
        label="Slug (id en la URL)"
        error={errors.id}
        helper={stored ? storedHelper : "Minúsculas, números y guiones"}
        required
      >
        <Input {...register("id")} readOnly={stored && readOnlyWhenStored} data-testid={`${testIdPrefix}-id`} />
      </FormField>
    </>
  );
}
