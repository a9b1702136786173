import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { paths } from "@/config/paths";
import { usePageExists, type PaginaInfo } from "../api/info-pages";

/** An info page's body: the storefront's page, and the admin's preview of the page being edited. */
export function InfoPageView({ page }: { page: PaginaInfo }) {
  const hasContact = usePageExists(paths.contact.slice(1));
  return (
    <Box maxW="3xl" mx="auto" px={{ base: "4", md: "6" }} py="8">
      <Breadcrumbs items={[{ label: "Inicio", to: paths.home }, { label: page.titulo }]} />
      <Heading as="h1" size="2xl" mb="2">
        {page.titulo}
      </Heading>
      {page.resumen && (
        <Text color="gray.700" fontSize="lg" mb="8">
          {page.resumen}
        </Text>
      )}
      <Stack gap="8">
        {page.secciones.map((s, i) => (
          <Stack as="section" key={i} gap="3">
            {s.titulo && (
              <Heading as="h2" size="md">
                {s.titulo}
              </Heading>
            )}
            {s.parrafos.map((p, j) => (
              <Text key={j} color="gray.800" lineHeight="tall">
                {p}
              </Text>
            ))}
            {s.lista && s.lista.length > 0 && (
              <List.Root ps="5" gap="1">
                {s.lista.map((li, j) => (
                  <List.Item key={j}>{li}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
      </Stack>
      {hasContact && (
        <Text mt="10" color="gray.700">
          ¿Necesitas algo más?{" "}
          <RouterLink to={paths.contact} style={{ textDecoration: "underline" }}>
            Contáctanos
          </RouterLink>
        </Text>
      )}
    </Box>
  );
}
