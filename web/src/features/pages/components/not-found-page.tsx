import { Button, Heading, Text, VStack } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode } from "react";
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

const RELOAD_KEY = "chunk-reload";

function isChunkError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i.test(error.message);
}

/**
 * Route error boundary: a failed route module load reloads the page once (spec §8); any other
 * error shows the error page with its message.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkError(error) && !sessionStorage.getItem(RELOAD_KEY)) {
      sessionStorage.setItem(RELOAD_KEY, "1");
      window.location.reload();
      return;
    }
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return <NotFoundPage message={error instanceof Error ? error.message : undefined} />;
    return this.props.children;
  }
}
