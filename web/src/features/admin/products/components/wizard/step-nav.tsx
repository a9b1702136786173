import { Box, HStack, Text, chakra } from "@chakra-ui/react";
import { CheckIcon } from "@/components/ui/icons";
import { isStepValid, WIZARD_STEPS, type WizardStep, type WizardValues } from "../../lib/wizard";

/** The four steps above the form: done, current and the ones that can be reached from here. */
export function StepNav({
  step,
  values,
  onGo,
}: {
  step: WizardStep;
  values: WizardValues;
  onGo: (s: WizardStep) => void;
}) {
  return (
    <Box
      as="ol"
      display="grid"
      gridTemplateColumns="repeat(4, minmax(0, 1fr))"
      gap="2"
      listStyleType="none"
      aria-label="Pasos"
    >
      {WIZARD_STEPS.map((s) => {
        const current = s.n === step;
        const done = s.n < step;
        // An earlier step, or a later one whose previous steps are all valid, can be reached directly.
        const reachable =
          s.n < step || ([1, 2, 3, 4] as const).filter((n) => n < s.n).every((n) => isStepValid(n, values));
        return (
          <Box as="li" key={s.n} minW="0">
            <chakra.button
              type="button"
              w="full"
              textAlign="start"
              disabled={!reachable || current}
              onClick={() => onGo(s.n)}
              aria-current={current ? "step" : undefined}
              cursor={reachable && !current ? "pointer" : "default"}
            >
              <Box h="1" borderRadius="full" bg={current || done ? "gray.900" : "gray.200"} mb="1.5" />
              <HStack
                gap="1.5"
                fontSize="xs"
                color={current ? "gray.900" : "gray.600"}
                fontWeight={current ? "bold" : "medium"}
              >
                <Box as="span" flexShrink={0}>
                  {done ? <CheckIcon size="12" /> : `${s.n}.`}
                </Box>
                <Text as="span" display={{ base: current ? "inline" : "none", md: "inline" }} truncate>
                  {s.title}
                </Text>
              </HStack>
            </chakra.button>
          </Box>
        );
      })}
    </Box>
  );
}
