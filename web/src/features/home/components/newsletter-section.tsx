import { Box, Button, Flex, Heading, Input, Skeleton, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useContent, subscribeNewsletter } from "@/features/content";
import { ApiError } from "@/lib/api-client";
import { MailIcon } from "@/components/ui/icons";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "@tienda/shared/rules/email-pattern";
import { PageContainer } from "@/components/ui/page-container";

/** Success is shown for 4 s, then the email resets (spec §4, §9). */
export const NEWSLETTER_SUCCESS_MS = 4000;

/** Spec §5 newsletter validation. */
export function validateNewsletterEmail(email: string): string | null {
  const e = email.trim();
  if (!e) return "Por favor ingresa tu email";
  // The API's own rule (linear; the old copy here was quadratic), length first.
  if (e.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(e)) return "Por favor ingresa un email válido";
  return null;
}

/** The section's own block padding (10), under the column's. */
const SPACING = { paddingBlock: "var(--chakra-spacing-10)" };

export function NewsletterSection() {
  const { data, isLoading, isError } = useContent("newsletter");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "submitting" | "success">("idle");
  const [message, setMessage] = useState("");
  const id = useId();

  useEffect(() => {
    if (state !== "success") return;
    const t = setTimeout(() => {
      setState("idle");
      setEmail("");
      setMessage("");
    }, NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(t);
  }, [state]);

  if (isLoading)
    return (
      <PageContainer py="none" flush>
        <Skeleton h="48" borderRadius="2xl" />
      </PageContainer>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const v = validateNewsletterEmail(email);
    setError(v);
    if (v) return;
    setState("submitting");
    try {
      const res = await subscribeNewsletter(email.trim());
      setMessage(res?.mensaje || "¡Gracias por suscribirte!");
      setState("success");
    } catch (err) {
      setState("idle");
      setError(
        err instanceof ApiError
          ? (err.errores?.email ?? err.message)
          : "Ha ocurrido un error. Por favor intenta nuevamente.",
      );
    }
  };

  return (
    <PageContainer as="section" py="none" style={SPACING} aria-labelledby={`${id}-title`}>
      <Flex
        bg="black"
        color="white"
        borderRadius="2xl"
        px={{ base: "6", md: "12" }}
        py={{ base: "8", md: "10" }}
        gap="6"
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ md: "center" }}
      >
        {isError ? (
          <Text role="alert">Error al cargar el newsletter</Text>
        ) : (
          <>
            <Box maxW="xl">
              <Heading
                id={`${id}-title`}
                as="h2"
                size={{ base: "2xl", md: "3xl" }}
                fontWeight="900"
                textTransform="uppercase"
              >
                {data?.titulo || "Mantente al día con nuestras últimas ofertas"}
              </Heading>
              {/* Only the owner's words: no discount of the code's is promised (issue 46). */}
              {data?.subtitulo && (
                <Text color="gray.300" mt="2">
                  {data.subtitulo}
                </Text>
              )}
            </Box>
            <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="2" minW={{ md: "sm" }}>
              <chakra.label htmlFor={`${id}-email`} srOnly>
                Email
              </chakra.label>
              <Box position="relative">
                <Box
                  position="absolute"
                  left="4"
                  top="50%"
                  transform="translateY(-50%)"
                  color="gray.500"
                  zIndex="1"
                  aria-hidden="true"
                >
                  <MailIcon />
                </Box>
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    if (error) setError(null);
                  }}
                  placeholder={data?.placeholderEmail || "Ingresa tu email"}
                  bg="white"
                  color="gray.900"
                  borderRadius="full"
                  ps="12"
                  size="lg"
                  aria-invalid={!!error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  disabled={state === "submitting"}
                />
              </Box>
              {error && (
                <Text id={`${id}-error`} color="red.300" fontSize="sm" role="alert">
                  {error}
                </Text>
              )}
              {state === "success" && (
                <Text color="green.300" fontSize="sm" role="status">
                  {message}
                </Text>
              )}
              <Button
                type="submit"
                bg="white"
                color="black"
                _hover={{ bg: "gray.200" }}
                borderRadius="full"
                size="lg"
                loading={state === "submitting"}
                loadingText="Enviando..."
              >
                {data?.textoBoton || "Suscribirse al Newsletter"}
              </Button>
            </chakra.form>
          </>
        )}
      </Flex>
    </PageContainer>
  );
}
