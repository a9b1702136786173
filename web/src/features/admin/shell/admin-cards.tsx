import { Box, Stack, type BoxProps, type StackProps } from "@chakra-ui/react";

/** The small-screen form of an admin list: a bare list whose rows are AdminCards. */
export function AdminCardList(props: StackProps) {
  return <Stack as="ul" listStyleType="none" gap="3" {...props} />;
}

/** One row of an admin list drawn as a bordered white card; props override the frame. */
export function AdminCard(props: BoxProps) {
  return <Box as="li" borderWidth="1px" borderRadius="lg" bg="white" p="3" {...props} />;
}
