import { Box, HStack, List, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { passwordChecklist } from "@tienda/shared/rules/password";
import { useDebounced } from "@/lib/hooks";
import { measureStrength, type Strength } from "../lib/strength";

const LABELS = ["Muy débil", "Débil", "Aceptable", "Fuerte", "Muy fuerte"] as const;
const COLORS = ["red", "red", "orange", "green", "green"] as const;

/** Checklist of the password rule plus a zxcvbn strength meter (shown while typing). */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const debounced = useDebounced(password, 150);
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputsKey = userInputs.join("|");

  useEffect(() => {
    let live = true;
    if (!debounced) {
      setStrength(null);
      return;
    }
    measureStrength(debounced, inputsKey ? inputsKey.split("|") : [])
      .then((s) => live && setStrength(s))
      .catch(() => live && setStrength(null));
    return () => {
      live = false;
    };
  }, [debounced, inputsKey]);

  if (!password) return null;
  const check = passwordChecklist(password);
  const items: Array<[boolean, string]> = [
    [check.longitud, "Al menos 8 caracteres"],
    [check.mayuscula, "Una letra mayúscula"],
    [check.minuscula, "Una letra minúscula"],
    [check.numero, "Un número"],
  ];

  return (
    <Box mt="2" data-testid="password-strength">
      {strength && (
        <Box mb="2">
          <Box
            role="meter"
            aria-label="Seguridad de la contraseña"
            aria-valuemin={0}
            aria-valuemax={4}
            aria-valuenow={strength.score}
            aria-valuetext={LABELS[strength.score]}
            h="1.5"
            bg="gray.200"
            borderRadius="full"
            overflow="hidden"
          >
            <Box
              h="full"
              w={`${((strength.score + 1) / 5) * 100}%`}
              bg={`${COLORS[strength.score]}.500`}
              transition="width 0.2s"
            />
          </Box>
          <HStack justify="space-between" mt="1">
            <Text fontSize="xs" color="gray.600">
              Seguridad: <strong>{LABELS[strength.score]}</strong>
            </Text>
          </HStack>
          {strength.warning && (
            <Text fontSize="xs" color="orange.700">
              {strength.warning}
            </Text>
          )}
        </Box>
      )}
      <List.Root gap="0.5" variant="plain" fontSize="xs">
        {items.map(([ok, label]) => (
          <List.Item key={label} color={ok ? "green.700" : "gray.600"}>
            <Box as="span" aria-hidden="true" mr="1">
              {ok ? "✓" : "○"}
            </Box>
            {label}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
