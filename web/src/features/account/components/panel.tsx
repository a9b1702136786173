import { Box, Flex, Text, chakra, type BoxProps } from "@chakra-ui/react";

/**
 * Small building blocks styled with tokens only: the shop's Chakra system ships just the
 * recipes the storefront renders (performance budget), so no Card/Alert/Switch recipes here.
 */
export function Panel({ children, ...props }: BoxProps) {
  return (
    <Box
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      bg="white"
      p={{ base: "5", md: "8" }}
      shadow="sm"
      {...props}
    >
      {children}
    </Box>
  );
}

const TONES = {
  error: { bg: "red.50", border: "red.200", color: "red.800", icon: "!" },
  success: { bg: "green.50", border: "green.200", color: "green.800", icon: "✓" },
  info: { bg: "blue.50", border: "blue.200", color: "blue.800", icon: "i" },
} as const;

export function Notice({
  tone,
  title,
  description,
}: {
  tone: keyof typeof TONES;
  title: string;
  description?: string;
}) {
  const t = TONES[tone];
  return (
    <Flex
      role={tone === "error" ? "alert" : "status"}
      gap="3"
      align="start"
      bg={t.bg}
      borderWidth="1px"
      borderColor={t.border}
      color={t.color}
      borderRadius="md"
      px="4"
      py="3"
    >
      <Flex
        aria-hidden="true"
        flexShrink={0}
        boxSize="5"
        borderRadius="full"
        bg={t.color}
        color="white"
        fontSize="xs"
        fontWeight="bold"
        align="center"
        justify="center"
        mt="0.5"
      >
        {t.icon}
      </Flex>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        {description && <Text fontSize="sm">{description}</Text>}
      </Box>
    </Flex>
  );
}

/** A two-state switch (role="switch") for the preferences. */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  testId?: string;
}) {
  return (
    <Flex as="label" align="center" justify="space-between" gap="4" py="2" cursor="pointer" data-testid={testId}>
      <Box>
        <Text fontWeight="medium">{label}</Text>
        {description && (
          <Text fontSize="sm" color="gray.600">
            {description}
          </Text>
        )}
      </Box>
      <chakra.button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          onChange(!checked);
        }}
        flexShrink={0}
        position="relative"
        w="11"
        h="6"
        borderRadius="full"
        bg={checked ? "gray.900" : "gray.300"}
        transition="background 0.2s"
      >
        <Box
          position="absolute"
          top="2px"
          left={checked ? "22px" : "2px"}
          boxSize="5"
          borderRadius="full"
          bg="white"
          shadow="sm"
          transition="left 0.2s"
        />
      </chakra.button>
    </Flex>
  );
}
