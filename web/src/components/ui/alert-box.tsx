import { Box, type BoxProps } from "@chakra-ui/react";

/** A red box read out at once (role alert): a refusal the shopper must see before going on. */
export function AlertBox(props: BoxProps) {
  return (
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      color="red.800"
      borderRadius="md"
      px="4"
      py="3"
      {...props}
    />
  );
}
