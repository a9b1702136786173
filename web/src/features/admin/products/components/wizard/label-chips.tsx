import { Box, Button, HStack, Input } from "@chakra-ui/react";
import { useState } from "react";
import { PlusIcon } from "@/components/ui/icons";
import { FormField } from "@/components/ui/form-field";

/** Sizes or colours: the usual ones as toggles, plus any the admin types ('Otro…'). */
export function LabelChips({
  label,
  values,
  options,
  onToggle,
  onAdd,
  error,
  swatches,
  testId,
}: {
  label: string;
  values: string[];
  options: readonly string[];
  onToggle: (v: string) => void;
  onAdd: (v: string) => void;
  error?: string;
  swatches?: Record<string, string>;
  testId: string;
}) {
  const [text, setText] = useState("");
  const extra = values.filter((x) => !options.includes(x));
  const add = () => {
    onAdd(text);
    setText("");
  };
  return (
    <FormField label={label} required error={error}>
      <HStack gap="1.5" wrap="wrap" role="group" aria-label={label} data-testid={testId}>
        {[...options, ...extra].map((o) => {
          const on = values.includes(o);
          return (
            <Button key={o} size="sm" variant={on ? "solid" : "outline"} aria-pressed={on} onClick={() => onToggle(o)}>
              {swatches?.[o] && (
                <Box
                  as="span"
                  w="3"
                  h="3"
                  borderRadius="full"
                  bg={swatches[o]}
                  borderWidth="1px"
                  borderColor="gray.400"
                  aria-hidden="true"
                />
              )}
              {o}
            </Button>
          );
        })}
      </HStack>
      <HStack gap="2" mt="1">
        <Input
          size="sm"
          maxW="52"
          value={text}
          maxLength={40}
          placeholder="Otro…"
          aria-label={`Añadir ${label.toLowerCase()}`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" variant="outline" onClick={add} disabled={!text.trim()}>
          <PlusIcon /> Añadir
        </Button>
      </HStack>
    </FormField>
  );
}
