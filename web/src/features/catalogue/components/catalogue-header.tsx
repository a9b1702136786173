import { Box, Heading, Input, Text } from "@chakra-ui/react";
import { memo, type FormEvent, type ReactNode } from "react";

export const CatalogueTitle = memo(function CatalogueTitle({
  title,
  subtitle,
  extra,
}: {
  title: string;
  subtitle?: string;
  extra?: ReactNode;
}) {
  return (
    <Box>
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontWeight="800">
        {title}
      </Heading>
      {subtitle && (
        <Text as="h2" color="gray.700" mt="1" fontSize={{ base: "md", md: "lg" }}>
          {subtitle}
        </Text>
      )}
      {extra}
    </Box>
  );
});

/** The search page's own box: it searches on submit, and only for some text. */
export function CatalogueSearchForm({
  text,
  onText,
  onSearch,
}: {
  text: string;
  onText: (t: string) => void;
  onSearch: (t: string) => void;
}) {
  return (
    <Box
      as="form"
      role="search"
      w={{ base: "full", md: "sm" }}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const t = text.trim();
        if (t) onSearch(t);
      }}
    >
      <label
        htmlFor="search-page-input"
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
      >
        Buscar
      </label>
      <Input
        id="search-page-input"
        type="search"
        value={text}
        onChange={(e) => onText(e.target.value)}
        placeholder="Buscar productos..."
      />
    </Box>
  );
}
