import { Badge, Box, Button, Heading, HStack, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import {
  AUTH_MESSAGES,
  LoginSchema,
  RegisterFormSchema,
  type LoginInput,
  type Usuario,
} from "@tienda/shared/schemas/account";
import { ApiError } from "@/lib/api-client";
import { AUTH_TOAST_MS, notify } from "@/lib/notify";
import { useDocumentTitle } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session";
import { mergeGuestListsIntoAccount } from "../lib/merge-guest-lists";
import { accountApi, useSetSessionUser } from "../api/account-api";
import { FormField, PasswordField } from "../components/form-field";
import { Notice, Panel } from "../components/panel";
import { PasswordStrength } from "../components/password-strength";
import { fieldBinder, setServerErrors, zodResolver } from "../lib/form";
import { safeRedirect, type FromState } from "../lib/redirect";

/** Login redirect delay (spec §9). */
export const LOGIN_REDIRECT_MS = 1500;

type Mode = "login" | "register";

/** The spec's messages for a failed attempt (§8): server texts for known answers, fallbacks otherwise. */
function failureMessage(err: unknown, mode: Mode): string {
  if (err instanceof ApiError) {
    if (err.status >= 500) return mode === "login" ? AUTH_MESSAGES.loginError : AUTH_MESSAGES.registerError;
    return err.message;
  }
  return AUTH_MESSAGES.pageError;
}

/** /login and /registro: one page, two modes (storefront spec §2 "Login and register"). */
export function Component() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode: Mode = location.pathname.startsWith(paths.register) ? "register" : "login";
  const from = safeRedirect((location.state as FromState | null)?.from ?? params.get("redirect"));
  const { usuario, isLoading } = useSession();
  const setSessionUser = useSetSessionUser();
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useDocumentTitle(mode === "login" ? "Iniciar Sesión" : "Crear Cuenta");
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSignedIn = (u: Usuario, mensaje: string) => {
    setSuccess(mensaje);
    setSessionUser(u);
    notify(`¡Bienvenido, ${u.firstName}!`, "success", AUTH_TOAST_MS);
    // Guest cart and favourites follow the shopper into the account (spec §4).
    mergeGuestListsIntoAccount()
      .then((merged) => merged && notify(AUTH_MESSAGES.synced, "info", AUTH_TOAST_MS))
      .catch(() => undefined);
    timer.current = setTimeout(() => navigate(from, { replace: true }), LOGIN_REDIRECT_MS);
  };

  if (!success && !isLoading && usuario) return <Navigate to={from} replace />;

  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: "8", md: "14" }}>
      <Panel>
        <Stack gap="6">
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="2xl">
              {mode === "login" ? "Iniciar Sesión" : "Crear Cuenta"}
            </Heading>
            <Text color="gray.600">
              {mode === "login" ? "Accede a tu cuenta para continuar" : "Regístrate para comprar más rápido"}
            </Text>
          </Stack>

          {success ? (
            <Notice tone="success" title={success} description="Redirigiendo..." />
          ) : mode === "login" ? (
            <LoginForm key="login" onSignedIn={onSignedIn} />
          ) : (
            <RegisterForm key="register" onSignedIn={onSignedIn} />
          )}

          {!success && (
            <Text textAlign="center" fontSize="sm">
              {mode === "login" ? "¿No tienes cuenta? " : "¿Ya tienes cuenta? "}
              <Link asChild fontWeight="semibold" textDecoration="underline">
                <RouterLink to={mode === "login" ? paths.register : paths.login} state={location.state} replace>
                  {mode === "login" ? "Regístrate" : "Inicia sesión"}
                </RouterLink>
              </Link>
            </Text>
          )}

          <HStack justify="space-between" fontSize="sm">
            <Link asChild color="gray.700">
              <RouterLink to={paths.forgotPassword}>¿Olvidaste tu contraseña?</RouterLink>
            </Link>
            <Link asChild color="gray.700">
              <RouterLink to={paths.home}>Volver al inicio</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Panel>
      {mode === "login" && !success && <DemoAccounts />}
    </Box>
  );
}

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Notice tone="error" title={message} />;
}

function LoginForm({ onSignedIn }: { onSignedIn: (u: Usuario, mensaje: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: "", password: "" } });
  const field = fieldBinder(register, errors);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await accountApi.login(values);
      onSignedIn(res.usuario, res.mensaje || AUTH_MESSAGES.loginOk);
    } catch (err) {
      setServerErrors(err, setError, (campo) => campo === "email" || campo === "password");
      setFailure(failureMessage(err, "login"));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Iniciar sesión">
      <Stack gap="4">
        <FormAlert message={failure} />
        <FormField label="Email" type="email" autoComplete="email" {...field("email")} />
        <PasswordField label="Contraseña" autoComplete="current-password" {...field("password")} />
        <Button type="submit" loading={isSubmitting} loadingText="Iniciando sesión..." w="full">
          Iniciar Sesión
        </Button>
      </Stack>
    </chakra.form>
  );
}

type RegisterValues = z.input<typeof RegisterFormSchema>;

function RegisterForm({ onSignedIn }: { onSignedIn: (u: Usuario, mensaje: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const [password, firstName, lastName, email] = watch(["password", "firstName", "lastName", "email"]);
  const field = fieldBinder(register, errors);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await accountApi.register(values);
      onSignedIn(res.usuario, res.mensaje || AUTH_MESSAGES.registerOk);
    } catch (err) {
      setServerErrors(err, setError);
      setFailure(failureMessage(err, "register"));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Crear cuenta">
      <Stack gap="4">
        <FormAlert message={failure} />
        <HStack gap="3" align="start">
          <FormField label="Nombre" autoComplete="given-name" {...field("firstName")} />
          <FormField label="Apellido" autoComplete="family-name" {...field("lastName")} />
        </HStack>
        <FormField label="Email" type="email" autoComplete="email" {...field("email")} />
        <PasswordField label="Contraseña" autoComplete="new-password" {...field("password")}>
          <PasswordStrength password={password} userInputs={[firstName, lastName, email, "tienda"].filter(Boolean)} />
        </PasswordField>
        <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...field("confirmPassword")} />
        <Button type="submit" loading={isSubmitting} loadingText="Creando cuenta..." w="full">
          Crear Cuenta
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** Demo accounts: the server lists them only in demo mode (the local store). */
function DemoAccounts() {
  const { data } = useQuery({ queryKey: ["cuentas-demo"], queryFn: accountApi.demoAccounts, staleTime: Infinity });
  const cuentas = data?.cuentas ?? [];
  if (!cuentas.length) return null;
  return (
    <Box mt="6" p="4" borderWidth="1px" borderRadius="md" bg="gray.50" data-testid="demo-accounts">
      <Text fontWeight="semibold" mb="2">
        Cuentas de demostración
      </Text>
      <Stack gap="2" fontSize="sm">
        {cuentas.map((c) => (
          <HStack key={c.email} justify="space-between" wrap="wrap">
            <Text>
              {c.email} / <chakra.code>{c.password}</chakra.code>
            </Text>
            <Badge colorPalette={c.role === "admin" ? "purple" : "gray"}>
              {c.role === "admin" ? "Administrador" : "Usuario"}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
