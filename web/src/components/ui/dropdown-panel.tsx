import { Box, Stack, Text } from "@chakra-ui/react";

/**
 * The body of a header dropdown (cart, favourites): its scrolling list and, under it, its buttons;
 * with `empty`, only what it says when there is nothing to list (an icon, a title and a hint).
 */
export function DropdownPanel({
  empty,
  label,
  children,
  footer,
}: {
  empty?: { icon: React.ReactNode; title: string; hint: string };
  /** The list's accessible name. */
  label: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  if (empty) {
    return (
      <Stack p="6" align="center" textAlign="center" gap="2">
        <Box color="gray.400" fontSize="4xl">
          {empty.icon}
        </Box>
        <Text fontWeight="semibold">{empty.title}</Text>
        <Text color="gray.600" fontSize="sm">
          {empty.hint}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="0">
      <Box as="ul" maxH="80" overflowY="auto" listStyleType="none" aria-label={label}>
        {children}
      </Box>
      {footer}
    </Stack>
  );
}
