import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { getSystem } from "@/theme/system";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}
