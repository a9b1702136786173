import { Box, Flex, Grid, HStack, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useContent, type FooterBlock, type FooterLink } from "@/features/content";
import { SOCIAL_ICONS } from "@/components/ui/icons";

/** Five payment-method marks: two card brands, two wallets, one online payment service (spec). */
const DEFAULT_PAYMENTS = ["Visa", "Mastercard", "Apple Pay", "Google Pay", "PayPal"];
const PAYMENT_STYLE: Record<string, { bg: string; color: string }> = {
  visa: { bg: "#1a1f71", color: "white" },
  mastercard: { bg: "#eb001b", color: "white" },
  "apple pay": { bg: "black", color: "white" },
  "google pay": { bg: "white", color: "#3c4043" },
  paypal: { bg: "#003087", color: "white" },
};

function linkText(l: FooterLink): string {
  return l.nombre || l.enlace;
}

function SmartLink({ to, children, ...rest }: { to: string; children: React.ReactNode } & React.ComponentProps<typeof Link>) {
  const external = /^https?:/.test(to);
  return (
    <Link asChild {...rest}>
      {external ? (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <RouterLink to={to}>{children}</RouterLink>
      )}
    </Link>
  );
}

export function Footer() {
  const { data, isLoading, isError } = useContent("footer");

  if (isLoading) {
    return (
      <Box as="footer" bg="gray.100" py="10" textAlign="center" color="gray.700">
        Cargando footer...
      </Box>
    );
  }
  const f: Partial<FooterBlock> = isError || !data ? {} : data;
  const logo = f.logo || "TIENDA";
  const payments = f.metodosPago?.length ? f.metodosPago.map((m) => m.nombre) : DEFAULT_PAYMENTS;

  return (
    <Box as="footer" bg="gray.100" color="gray.800" mt="16">
      <Grid
        maxW="7xl"
        mx="auto"
        px={{ base: "4", md: "6" }}
        py="12"
        gap="8"
        templateColumns={{ base: "1fr 1fr", md: "2fr repeat(4, 1fr)" }}
      >
        <Stack gap="4" gridColumn={{ base: "1 / -1", md: "auto" }}>
          <Text fontWeight="900" fontSize="2xl">
            {logo}
          </Text>
          <Text color="gray.700" fontSize="sm" maxW="xs">
            {f.descripcion ?? "Tenemos ropa que se adapta a tu estilo y de la que te sentirás orgulloso de llevar."}
          </Text>
          <HStack gap="3">
            {(f.redesSociales ?? []).map((r) => {
              const Icon = SOCIAL_ICONS[(r.icono ?? r.nombre).toLowerCase()] ?? SOCIAL_ICONS.facebook!;
              return (
                <Link
                  key={r.nombre}
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={r.nombre}
                  bg="white"
                  borderWidth="1px"
                  borderRadius="full"
                  w="9"
                  h="9"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <Icon size="16px" />
                </Link>
              );
            })}
          </HStack>
        </Stack>
        {(f.columnas ?? []).map((c) => (
          <Box as="nav" key={c.titulo} aria-label={c.titulo}>
            <Heading as="h2" fontSize="sm" letterSpacing="wider" textTransform="uppercase" mb="3">
              {c.titulo}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {(c.links ?? []).map((l) => (
                <li key={l.enlace + linkText(l)}>
                  <SmartLink to={l.enlace} color="gray.700" fontSize="sm">
                    {linkText(l)}
                  </SmartLink>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Grid>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: "4", md: "6" }}
        py="6"
        borderTopWidth="1px"
        borderColor="gray.300"
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align="center"
        gap="4"
      >
        <Text fontSize="sm" color="gray.700">
          {f.derechosAutor ?? `Tienda © 2000-${new Date().getFullYear()}, Todos los derechos reservados`}
        </Text>
        <HStack as="ul" gap="2" listStyleType="none" aria-label="Métodos de pago" wrap="wrap" justify="center">
          {payments.slice(0, 5).map((p) => {
            const s = PAYMENT_STYLE[p.toLowerCase()] ?? { bg: "white", color: "gray.800" };
            return (
              <Box
                as="li"
                key={p}
                bg={s.bg}
                color={s.color}
                borderWidth="1px"
                borderRadius="md"
                px="2"
                py="1"
                fontSize="xs"
                fontWeight="bold"
                minW="12"
                textAlign="center"
                whiteSpace="nowrap"
              >
                {p}
              </Box>
            );
          })}
        </HStack>
      </Flex>
    </Box>
  );
}
