import { Box, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { useSession } from "@/features/session";
import { useConfirmEmail } from "../api/account-api";
import { Panel } from "../components/panel";
import { AccessDenied } from "./profile-route";

/**
 * /perfil/confirmar-email?token=…: the link emailed to a new sign-in email. Opening it (signed in
 * to the account that asked) makes the change; signed out, the page asks to sign in and comes back.
 */
export function Component() {
  useDocumentTitle("Confirmar email");
  const { usuario, isLoading } = useSession();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmEmail();
  // One attempt per page view: the link works once (React's development double effect included).
  const sent = useRef(false);

  useEffect(() => {
    if (!usuario || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [usuario, token, confirm]);

  if (isLoading) return <Spinner display="block" mx="auto" my="20" aria-label="Cargando" />;
  if (!usuario) return <AccessDenied message="Inicia sesión para confirmar tu nuevo email" />;

  return (
    <Box maxW="lg" mx="auto" px="4" py={{ base: "8", md: "14" }}>
      <Panel>
        <Stack gap="5" role="status">
          <Heading as="h1" size="2xl">
            Confirmar email
          </Heading>
          {confirm.isSuccess ? (
            <Text>
              {confirm.data.mensaje || PROFILE_MESSAGES.emailChanged}. Ahora inicias sesión con{" "}
              <strong>{confirm.data.usuario.email}</strong>.
            </Text>
          ) : confirm.isError ? (
            <Text color="red.700">{errorMessage(confirm.error, PROFILE_MESSAGES.emailLinkInvalid)}</Text>
          ) : (
            <Text color="gray.600">Confirmando tu nuevo email...</Text>
          )}
          {!confirm.isPending && (
            <Box>
              <Button asChild>
                <RouterLink to={paths.profile}>Ir a mi perfil</RouterLink>
              </Button>
            </Box>
          )}
        </Stack>
      </Panel>
    </Box>
  );
}
