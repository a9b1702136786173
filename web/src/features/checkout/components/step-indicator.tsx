import { Box, Flex, Text } from "@chakra-ui/react";
import { CheckIcon } from "@/components/ui/icons";
import type { CheckoutStep } from "../lib/form-values";

export const STEP_TITLES: Record<CheckoutStep, string> = {
  1: "Información de Envío",
  2: "Método de Pago",
  3: "Confirmar Pedido",
};

const SHORT: Record<CheckoutStep, string> = { 1: "Envío", 2: "Pago", 3: "Confirmación" };

/** '1 Información de Envío · 2 Método de Pago · 3 Confirmación', the current step marked. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  return (
    <Flex
      as="ol"
      listStyleType="none"
      justify="space-between"
      gap={{ base: "2", md: "4" }}
      mb="6"
      aria-label="Pasos del pago"
      data-testid="checkout-steps"
    >
      {([1, 2, 3] as const).map((s) => {
        const done = s < step;
        const current = s === step;
        return (
          <Flex
            as="li"
            key={s}
            flex={{ base: "0 1 auto", sm: "1" }}
            align="center"
            gap="2"
            minW="0"
            aria-current={current ? "step" : undefined}
          >
            <Flex
              flexShrink={0}
              boxSize={{ base: "7", md: "8" }}
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="sm"
              bg={done || current ? "gray.900" : "gray.100"}
              color={done || current ? "white" : "gray.600"}
              aria-hidden="true"
            >
              {done ? <CheckIcon /> : s}
            </Flex>
            <Text
              fontSize={{ base: "xs", md: "sm" }}
              fontWeight={current ? "bold" : "medium"}
              color={current ? "gray.900" : "gray.600"}
              lineClamp={1}
            >
              <Box as="span" srOnly>
                {`Paso ${s}${done ? " (completado)" : ""}: `}
              </Box>
              <Box as="span" display={{ base: "none", md: "inline" }}>
                {s === 3 ? "Confirmación" : STEP_TITLES[s]}
              </Box>
              <Box as="span" display={{ base: "inline", md: "none" }}>
                {SHORT[s]}
              </Box>
            </Text>
            {s < 3 && (
              <Box
                flex="1"
                h="2px"
                bg={done ? "gray.900" : "gray.200"}
                display={{ base: "none", sm: "block" }}
                aria-hidden="true"
              />
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
