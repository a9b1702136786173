import { Box, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled card of the order page. */
export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "5" }} bg="white" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
