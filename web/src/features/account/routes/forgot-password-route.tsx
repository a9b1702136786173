import { Box, Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Panel } from "../components/panel";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/hooks";
import { usePageExists } from "@/features/pages";

/**
 * /forgot-password: how to get back into an account. The store sends no email, so a reset is
 * done by the support team after checking the request comes from the account's address.
 */
export function Component() {
  useDocumentTitle("Recuperar contraseña");
  const hasContact = usePageExists(paths.contact.slice(1));
  return (
    <Box maxW="lg" mx="auto" px="4" py={{ base: "8", md: "14" }}>
      <Panel>
        <Stack gap="5">
          <Heading as="h1" size="2xl">
            ¿Olvidaste tu contraseña?
          </Heading>
          <Text color="gray.700">
            Por tu seguridad, el restablecimiento de contraseñas lo hace nuestro equipo de soporte. Así recuperas el
            acceso a tu cuenta:
          </Text>
          <List.Root as="ol" gap="2" ps="5">
            <List.Item>
              Escríbenos desde la página de contacto usando <strong>el mismo email de tu cuenta</strong> e indica que
              quieres restablecer tu contraseña.
            </List.Item>
            <List.Item>
              Verificaremos que la solicitud viene de ese email y te responderemos con los pasos para crear una
              contraseña nueva.
            </List.Item>
            <List.Item>
              Cuando entres de nuevo, puedes cambiarla cuando quieras en <strong>Mi Perfil › Configuración</strong>. Al
              cambiarla se cierran todas tus sesiones abiertas.
            </List.Item>
          </List.Root>
          <Text fontSize="sm" color="gray.600">
            Nunca te pediremos tu contraseña actual por email ni por teléfono.
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3">
            {/* Only when the store has a contact page: no link leads to a 404. */}
            {hasContact && (
              <Button asChild>
                <RouterLink to={paths.contact}>Contactar con soporte</RouterLink>
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink to={paths.login}>Volver a iniciar sesión</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Panel>
    </Box>
  );
}
