import { Box, Button, Heading, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import {
  PasswordChangeSchema,
  PREFERENCIA_CLAVES,
  PROFILE_MESSAGES,
  type PasswordChangeInput,
  type Preferencias,
  type Usuario,
} from "@tienda/shared/schemas/account";
import { AUTH_TOAST_MS, notify } from "@/lib/notify";
import { errorMessage } from "@/lib/api-client";
import { useChangePassword, useUpdatePreferences } from "../api/account-api";
import { PasswordField } from "./form-field";
import { Toggle } from "./panel";
import { PasswordStrength } from "./password-strength";
import { setServerErrors, useFieldForm, zodResolver } from "../lib/form";

const PREFERENCE_TEXT: Record<keyof Preferencias, [string, string]> = {
  emailNotifications: ["Notificaciones por email", "Recibe avisos importantes de tu cuenta por email"],
  smsNotifications: ["Notificaciones por SMS", "Recibe avisos en tu teléfono"],
  promotionalEmails: ["Emails promocionales", "Ofertas y descuentos exclusivos"],
  orderUpdates: ["Actualizaciones de pedidos", "Cambios de estado de tus pedidos"],
  newsletter: ["Newsletter", "Novedades y tendencias de la tienda"],
  twoFactorAuth: ["Autenticación de dos factores", "Guardamos tu preferencia para activarla en tu cuenta"],
  publicProfile: ["Perfil público", "Otros usuarios pueden ver tu perfil"],
  showEmail: ["Mostrar email", "Muestra tu email en tu perfil público"],
  showPhone: ["Mostrar teléfono", "Muestra tu teléfono en tu perfil público"],
};

const GROUPS: Array<[string, (keyof Preferencias)[]]> = [
  ["Notificaciones", PREFERENCIA_CLAVES.slice(0, 5)],
  ["Privacidad y seguridad", PREFERENCIA_CLAVES.slice(5)],
];

/** Profile › settings: the nine preferences (saved on the server) and the password-change panel. */
export function ProfileSettingsTab({ usuario }: { usuario: Usuario }) {
  return (
    <Stack gap="8">
      <PreferencesPanel usuario={usuario} />
      <PasswordPanel usuario={usuario} />
    </Stack>
  );
}

function PreferencesPanel({ usuario }: { usuario: Usuario }) {
  const [prefs, setPrefs] = useState<Preferencias>(usuario.preferencias);
  const save = useUpdatePreferences();
  useEffect(() => setPrefs(usuario.preferencias), [usuario.preferencias]);
  const dirty = PREFERENCIA_CLAVES.some((k) => prefs[k] !== usuario.preferencias[k]);

  const submit = async () => {
    try {
      const res = await save.mutateAsync(prefs);
      notify(res.mensaje || PROFILE_MESSAGES.preferencesSaved, "success", AUTH_TOAST_MS);
    } catch (err) {
      notify(errorMessage(err, "No se pudieron guardar las preferencias"), "error", AUTH_TOAST_MS);
    }
  };

  return (
    <Stack gap="6">
      {GROUPS.map(([title, keys]) => (
        <Box key={title} as="section" aria-label={title}>
          <Heading as="h3" size="md" mb="3">
            {title}
          </Heading>
          <Stack gap="1" maxW="2xl">
            {keys.map((k) => (
              <Toggle
                key={k}
                checked={prefs[k]}
                onChange={(checked) => setPrefs((p) => ({ ...p, [k]: checked }))}
                label={PREFERENCE_TEXT[k][0]}
                description={PREFERENCE_TEXT[k][1]}
                testId={`pref-${k}`}
              />
            ))}
          </Stack>
        </Box>
      ))}
      <HStack>
        <Button onClick={submit} disabled={!dirty} loading={save.isPending} loadingText="Guardando...">
          Guardar Preferencias
        </Button>
      </HStack>
    </Stack>
  );
}

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordPanel({ usuario }: { usuario: Usuario }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const change = useChangePassword();
  const { handleSubmit, reset, setError, watch, field } = useFieldForm<PasswordChangeInput>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: EMPTY,
  });
  const [current, next, confirm] = watch(["currentPassword", "newPassword", "confirmPassword"]);
  const allFilled = !!current && !!next && !!confirm;

  const submit = handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      notify(res.mensaje || PROFILE_MESSAGES.passwordChanged, "success", AUTH_TOAST_MS);
      reset(EMPTY);
      setOpen(false);
    } catch (err) {
      setServerErrors(err, setError);
      notify(errorMessage(err, "No se pudo cambiar la contraseña"), "error", AUTH_TOAST_MS);
    }
  });

  return (
    <Box as="section" aria-label="Seguridad" borderTopWidth="1px" pt="6">
      <HStack justify="space-between">
        <Box>
          <Heading as="h3" size="md">
            Contraseña
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Al cambiarla se cerrarán tus sesiones en otros dispositivos.
          </Text>
        </Box>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (open) reset(EMPTY);
            setOpen(!open);
          }}
        >
          {open ? "Cancelar" : "Cambiar Contraseña"}
        </Button>
      </HStack>
      {open && (
        <chakra.form id={panelId} onSubmit={submit} noValidate aria-label="Cambiar contraseña" mt="4" maxW="md">
          <Stack gap="4">
            <PasswordField label="Contraseña actual" autoComplete="current-password" {...field("currentPassword")} />
            <PasswordField label="Nueva contraseña" autoComplete="new-password" {...field("newPassword")}>
              <PasswordStrength password={next} userInputs={[usuario.firstName, usuario.lastName, usuario.email]} />
            </PasswordField>
            <PasswordField
              label="Confirmar nueva contraseña"
              autoComplete="new-password"
              {...field("confirmPassword")}
            />
            <Box>
              <Button type="submit" disabled={!allFilled} loading={change.isPending} loadingText="Cambiando...">
                Actualizar Contraseña
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      )}
    </Box>
  );
}
