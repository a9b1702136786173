import { Input } from "@chakra-ui/react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { SettingsInput } from "../lib/settings-form";

/**
 * Where the owner hears about her store (/admin/ajustes): new orders, receipts to review, 1–2 star
 * reviews and variants that run out. Empty: the notices go to the first admin's email.
 */
export function NotificationEmailField({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}) {
  return (
    <FormField
      label="Email para los avisos"
      error={errors.email_notificaciones}
      helper="Pedidos nuevos, comprobantes por revisar, reseñas de 1 o 2 estrellas y variantes agotadas. Si lo dejas vacío, llegan al email del primer administrador."
    >
      <Input
        type="email"
        placeholder="avisos@mitienda.com"
        autoComplete="off"
        {...register("email_notificaciones")}
        data-testid="ajustes-email-notificaciones"
      />
    </FormField>
  );
}
