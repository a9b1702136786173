import { Box, Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { PasoConfiguracion } from "@tienda/shared/schemas/admin-setup";
import { useSetupChecklist } from "../api/dashboard-api";
import { Panel } from "./panel";

function StepLink({ paso }: { paso: PasoConfiguracion }) {
  const external = /^https:/.test(paso.enlace);
  return (
    <Button size="xs" variant="outline" asChild flexShrink={0}>
      {external ? (
        <a href={paso.enlace} target="_blank" rel="noopener noreferrer">
          {paso.textoEnlace}
        </a>
      ) : (
        <RouterLink to={paso.enlace}>{paso.textoEnlace}</RouterLink>
      )}
    </Button>
  );
}

/**
 * The first thing the admin of a new store sees: what it still lacks before it can sell, each step
 * with a link to the page that completes it. Gone once every step is done (and while it loads or
 * fails: the rest of the dashboard does not wait for it).
 */
export function SetupChecklist() {
  const query = useSetupChecklist();
  const data = query.data;
  if (!data || data.completo) return null;
  const hechos = data.pasos.filter((p) => p.hecho).length;
  return (
    <Panel title="Pon en marcha tu tienda" testId="puesta-en-marcha">
      <Stack gap="3">
        <Text fontSize="sm" color="gray.700">
          {hechos} de {data.pasos.length} pasos listos. Completa los que faltan para recibir tu primer pedido.
        </Text>
        <Progress.Root value={(hechos / data.pasos.length) * 100} size="sm" colorPalette="green" aria-label="Progreso">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack as="ol" listStyleType="none" gap="2">
          {data.pasos.map((p) => (
            <HStack
              as="li"
              key={p.clave}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg={p.hecho ? "green.50" : "white"}
              data-testid={`paso-${p.clave}`}
              data-hecho={p.hecho}
            >
              <HStack gap="3" align="flex-start" minW="0">
                <Box
                  aria-hidden
                  flexShrink={0}
                  w="5"
                  h="5"
                  mt="0.5"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor={p.hecho ? "green.600" : "gray.400"}
                  bg={p.hecho ? "green.600" : "transparent"}
                  color="white"
                  fontSize="xs"
                  textAlign="center"
                  lineHeight="1rem"
                >
                  {p.hecho ? "✓" : ""}
                </Box>
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium">
                    {p.titulo}
                    <Text as="span" srOnly>
                      {p.hecho ? " (listo)" : " (pendiente)"}
                    </Text>
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    {p.descripcion}
                  </Text>
                </Box>
              </HStack>
              {!p.hecho && <StepLink paso={p} />}
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Panel>
  );
}
