import { Button, Heading, Text, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useDocumentTitle } from "@/lib/hooks";
import { paths } from "@/config/paths";

/** 404 page (storefront spec §2). */
export function NotFoundPage({ message }: { message?: string }) {
  useDocumentTitle("Página no encontrada");
  return (
    <VStack py="24" px="4" gap="4" textAlign="center" as="section">
      <Text fontSize="6xl" fontWeight="900" color="gray.300" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Página no encontrada
      </Heading>
      <Text color="gray.700">{message || "La página que buscas no existe."}</Text>
      <Button asChild>
        <RouterLink to={paths.home}>Volver al inicio</RouterLink>
      </Button>
    </VStack>
  );
}

export const Component = NotFoundPage;
