import { Box, NativeSelect, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { BANCOS } from "@tienda/shared/schemas/checkout";

/** The Venezuelan banks, as '0102 - Banco de Venezuela'. */
export function BankSelect({ reg }: { reg: UseFormRegisterReturn }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...reg}>
        <option value="">Selecciona un banco</option>
        {BANCOS.map((b) => (
          <option key={b.id} value={b.id}>
            {b.codigo} - {b.nombre}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A titled card of the settings form; its heading names the section for screen readers. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `ajustes-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" bg="white" p={{ base: "4", md: "5" }}>
      <Text as="h2" id={id} fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      {description && (
        <Text fontSize="sm" color="gray.600" mt="0.5">
          {description}
        </Text>
      )}
      <Box mt="4">{children}</Box>
    </Box>
  );
}
