import { Avatar, Box, Button, Grid, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { PROFILE_MESSAGES, ProfileUpdateSchema, type Usuario } from "@tienda/shared/schemas/account";
import { isImageType, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@tienda/shared/rules/uploads";
import { normalizeEmail } from "@tienda/shared/rules/email";
import { AUTH_TOAST_MS, notify } from "@/lib/notify";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { resolveImage } from "@/lib/image";
import { useUpdateProfile } from "../api/account-api";
import { FormField, PasswordField } from "./form-field";
import { serverFieldErrors, useFieldForm, zodResolver } from "../lib/form";

const FIELDS = [
  ["firstName", "Nombre"],
  ["lastName", "Apellido"],
  ["email", "Email"],
  ["phone", "Teléfono"],
  ["birthDate", "Fecha de nacimiento"],
  ["company", "Empresa"],
  ["address", "Dirección"],
  ["city", "Ciudad"],
  ["country", "País"],
  ["postalCode", "Código postal"],
  ["website", "Sitio web"],
  ["bio", "Biografía"],
] as const;

type FieldName = (typeof FIELDS)[number][0];
/** The profile fields, plus the current password (asked for only when the email changes). */
type Values = Record<FieldName, string> & { currentPassword: string };

function valuesOf(u: Usuario): Values {
  return {
    ...(Object.fromEntries(FIELDS.map(([k]) => [k, String(u[k] ?? "")])) as Record<FieldName, string>),
    currentPassword: "",
  };
}

/** Profile › personal: read-only → edit → save (a real PUT /api/usuarios/me), with avatar upload. */
export function ProfilePersonalTab({ usuario }: { usuario: Usuario }) {
  const [editing, setEditing] = useState(false);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A new sign-in email waits for the link sent to it (the account keeps the old one until then).
  const [emailPendiente, setEmailPendiente] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();
  // Changing the sign-in email takes the current password (the server asks for it too).
  const resolver = useMemo(
    () =>
      zodResolver<Values>(
        ProfileUpdateSchema.omit({ avatar: true }).superRefine((v, ctx) => {
          if (v.email !== usuario.email && !v.currentPassword) {
            ctx.addIssue({
              code: "custom",
              path: ["currentPassword"],
              message: PROFILE_MESSAGES.emailPasswordRequired,
            });
          }
        }),
      ),
    [usuario.email],
  );
  const { handleSubmit, reset, setError, watch, field } = useFieldForm<Values>({
    resolver,
    defaultValues: valuesOf(usuario),
  });
  // Compared as the server compares it (trimmed, lower case).
  const emailChanged = normalizeEmail(watch("email") ?? "") !== usuario.email;

  useEffect(() => {
    if (!editing) reset(valuesOf(usuario));
  }, [usuario, editing, reset]);

  useEffect(() => {
    if (!avatarFile) return setPreview(null);
    const url = URL.createObjectURL(avatarFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatarFile]);

  const cancel = () => {
    setEditing(false);
    setAvatarFile(null);
    setAvatarError(null);
    reset(valuesOf(usuario));
  };

  const pickAvatar = (file: File | undefined) => {
    setAvatarError(null);
    if (!file) return;
    if (!isImageType(file.type)) return setAvatarError(UPLOAD_MESSAGES.invalidImage);
    if (file.size > MAX_IMAGE_BYTES) return setAvatarError(UPLOAD_MESSAGES.tooLarge);
    setAvatarFile(file);
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { currentPassword, ...fields } = values;
      const input = emailChanged && currentPassword ? { ...fields, currentPassword } : fields;
      const res = await save.mutateAsync({ input, avatarFile });
      setEmailPendiente(res.emailPendiente ?? null);
      notify(res.mensaje || PROFILE_MESSAGES.saved, "success", AUTH_TOAST_MS);
      setEditing(false);
      setAvatarFile(null);
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const [campo, mensaje] of Object.entries(fields)) {
        if (FIELDS.some(([k]) => k === campo) || campo === "currentPassword") {
          setError(campo as FieldName | "currentPassword", { message: mensaje });
        } else if (campo === "avatar" || campo === "imagen") setAvatarError(mensaje);
      }
      notify(errorMessage(err, "No se pudo guardar el perfil"), "error", AUTH_TOAST_MS);
    }
  });

  const avatarSrc = preview ?? (usuario.avatar ? resolveImage(usuario.avatar) : undefined);

  return (
    <Stack gap="6">
      {emailPendiente && (
        <Box
          role="status"
          borderWidth="1px"
          borderColor="blue.200"
          bg="blue.50"
          rounded="md"
          p="4"
          data-testid="email-pendiente"
        >
          <Text fontWeight="medium">Revisa tu correo</Text>
          <Text>
            Te enviamos un enlace a <strong>{emailPendiente}</strong> para confirmar tu nuevo email. Seguirás iniciando
            sesión con {usuario.email} hasta que abras ese enlace (vale 24 horas).
          </Text>
        </Box>
      )}
      <HStack gap="4" align="center" wrap="wrap">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={`${usuario.firstName} ${usuario.lastName}`} />
          {avatarSrc && <Avatar.Image src={avatarSrc} alt="Foto de perfil" />}
        </Avatar.Root>
        {editing && (
          <Box>
            <chakra.input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              display="none"
              aria-label="Foto de perfil"
              data-testid="avatar-input"
              onChange={(e) => pickAvatar(e.target.files?.[0])}
            />
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              Cambiar foto
            </Button>
            <Text fontSize="xs" color="gray.600" mt="1">
              JPG, PNG o WEBP. Máximo 5MB.
            </Text>
            {avatarError && (
              <Text fontSize="sm" color="red.600" role="alert">
                {avatarError}
              </Text>
            )}
          </Box>
        )}
      </HStack>

      {editing ? (
        <chakra.form onSubmit={submit} noValidate aria-label="Editar información personal">
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
            {FIELDS.map(([name, label]) => (
              <Box key={name} gridColumn={name === "bio" || name === "address" ? { md: "span 2" } : undefined}>
                <FormField
                  label={label}
                  required={name === "firstName" || name === "lastName" || name === "email"}
                  type={name === "email" ? "email" : name === "birthDate" ? "date" : name === "phone" ? "tel" : "text"}
                  multiline={name === "bio"}
                  {...field(name)}
                />
              </Box>
            ))}
            {emailChanged && (
              <Box gridColumn={{ md: "span 2" }}>
                <PasswordField
                  label="Contraseña actual"
                  required
                  autoComplete="current-password"
                  helper="Para cambiar el email de inicio de sesión, confirma tu contraseña actual. Te enviaremos un enlace al nuevo email para confirmarlo"
                  {...field("currentPassword")}
                />
              </Box>
            )}
          </Grid>
          <HStack mt="6" gap="3">
            <Button type="submit" loading={save.isPending} loadingText="Guardando...">
              Guardar Cambios
            </Button>
            <Button variant="outline" onClick={cancel} disabled={save.isPending}>
              Cancelar
            </Button>
          </HStack>
        </chakra.form>
      ) : (
        <>
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4" as="dl">
            {FIELDS.map(([name, label]) => {
              const raw = String(usuario[name] ?? "");
              const value = name === "birthDate" && raw ? formatDate(raw) : raw;
              return (
                <Box key={name} gridColumn={name === "bio" || name === "address" ? { md: "span 2" } : undefined}>
                  <Text as="dt" fontSize="sm" color="gray.600">
                    {label}
                  </Text>
                  <Text as="dd" fontWeight="medium" color={value ? undefined : "gray.500"} data-field={name}>
                    {value || "No especificado"}
                  </Text>
                </Box>
              );
            })}
          </Grid>
          <Box>
            <Button onClick={() => setEditing(true)}>Editar Perfil</Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
