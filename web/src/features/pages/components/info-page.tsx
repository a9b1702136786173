import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { useDocumentTitle } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { INFO_PAGES } from "../api/info-pages";
import { NotFoundPage } from "./not-found-page";

export function InfoPage() {
  const { pathname } = useLocation();
  // Slashes trimmed without a /\/+$/ pattern (quadratic on a long run of slashes).
  const start = pathname.replace(/^\/+/, "");
  let end = start.length;
  while (end > 0 && start[end - 1] === "/") end--;
  const slug = start.slice(0, end);
  const page = (INFO_PAGES as Record<string, (typeof INFO_PAGES)[keyof typeof INFO_PAGES] | undefined>)[slug];
  useDocumentTitle(page?.titulo);
  if (!page) return <NotFoundPage />;
  return (
    <Box maxW="3xl" mx="auto" px={{ base: "4", md: "6" }} py="8">
      <Breadcrumbs items={[{ label: "Inicio", to: paths.home }, { label: page.titulo }]} />
      <Heading as="h1" size="2xl" mb="2">
        {page.titulo}
      </Heading>
      <Text color="gray.700" fontSize="lg" mb="8">
        {page.resumen}
      </Text>
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
            {s.lista && (
              <List.Root ps="5" gap="1">
                {s.lista.map((li) => (
                  <List.Item key={li}>{li}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
      </Stack>
      <Text mt="10" color="gray.700">
        ¿Necesitas algo más?{" "}
        <RouterLink to={paths.contact} style={{ textDecoration: "underline" }}>
          Contáctanos
        </RouterLink>
      </Text>
    </Box>
  );
}

export const Component = InfoPage;
