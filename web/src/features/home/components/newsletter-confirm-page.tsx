import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { confirmNewsletter } from "@/features/content";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";

const LINK_INVALID = "El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo para recibir otro.";

/**
 * /newsletter/confirmar?token=…: the link emailed by the newsletter form (double opt-in). Opening
 * it confirms the subscription; the page says whether it worked.
 */
export function Component() {
  useDocumentTitle("Confirmar suscripción");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [result, setResult] = useState<{ ok: boolean; mensaje: string } | null>(null);
  // One call per page view (React's development double effect included).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setResult({ ok: false, mensaje: LINK_INVALID });
      return;
    }
    confirmNewsletter(token).then(
      (res) => setResult({ ok: true, mensaje: res.mensaje }),
      (err: unknown) => setResult({ ok: false, mensaje: errorMessage(err, LINK_INVALID) }),
    );
  }, [token]);

  return (
    <Box maxW="lg" mx="auto" px="4" py={{ base: "8", md: "14" }}>
      <Stack gap="5" role="status" borderWidth="1px" borderRadius="2xl" p={{ base: "6", md: "8" }}>
        <Heading as="h1" size="2xl">
          Newsletter
        </Heading>
        {result ? (
          <Text color={result.ok ? undefined : "red.700"}>{result.mensaje}</Text>
        ) : (
          <Text color="gray.600">Confirmando tu suscripción...</Text>
        )}
        {result && (
          <Box>
            <Button asChild>
              <RouterLink to={paths.shop}>Ir a la tienda</RouterLink>
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
