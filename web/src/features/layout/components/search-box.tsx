import { Box, IconButton, HStack } from "@chakra-ui/react";
import { PlainInput } from "@/components/ui/plain-input";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { SearchIcon } from "@/components/ui/shell-icons";

/**
 * Enter or submit with non-empty trimmed text goes to /buscar?q=…, clears the box and closes
 * search panels (storefront spec, search).
 */
export function SearchBox({ placeholder, onDone, autoFocus = false, id }: { placeholder: string; onDone?: () => void; autoFocus?: boolean; id: string }) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(paths.search(q));
    setText("");
    onDone?.();
  };
  return (
    <Box as="form" role="search" onSubmit={submit} w="full">
      <HStack gap="0" position="relative">
        <label htmlFor={id} style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
          Buscar productos
        </label>
        <PlainInput
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoFocus={autoFocus}
          borderRadius="full"
          pe="10"
          bg="gray.50"
          size="sm"
          enterKeyHint="search"
        />
        <IconButton type="submit" aria-label="Buscar" size="sm" variant="ghost" position="absolute" right="1" borderRadius="full">
          <SearchIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
