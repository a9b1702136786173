import { Box } from "@chakra-ui/react";
import { counterLabel } from "@tienda/shared/rules/badges";

/** Header counter ('99+' above 99); hidden when zero. */
export function CounterBadge({ count }: { count: number }) {
  const label = counterLabel(count);
  if (!label) return null;
  return (
    <Box
      as="span"
      position="absolute"
      top="-1"
      right="-1"
      minW="18px"
      h="18px"
      px="1"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
      aria-hidden="true"
      data-testid="counter-badge"
    >
      {label}
    </Box>
  );
}
