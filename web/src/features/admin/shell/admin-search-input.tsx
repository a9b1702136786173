import { Field, Input, InputGroup, chakra } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { useDebounced } from "@/lib/hooks";

/**
 * The admin lists' search: as you type (300 ms after the last key; Enter searches at once). The
 * box follows the URL too: back/forward or clearing the filters put the URL's text back in it.
 */
export function AdminSearchInput({
  value,
  onSearch,
  label,
  placeholder,
  formLabel,
  testId,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  formLabel: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, 300);
  const last = useRef(value);
  const cb = useRef(onSearch);
  cb.current = onSearch;
  useEffect(() => {
    const q = debounced.trim();
    if (q !== last.current) {
      last.current = q;
      cb.current(q);
    }
  }, [debounced]);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <chakra.form
      role="search"
      aria-label={formLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        last.current = q;
        cb.current(q);
      }}
    >
      <Field.Root>
        <Field.Label fontSize="sm">{label}</Field.Label>
        <InputGroup startElement={<SearchIcon size="16" />}>
          <Input
            type="search"
            size="sm"
            bg="white"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={placeholder}
            autoComplete="off"
            data-testid={testId}
          />
        </InputGroup>
      </Field.Root>
    </chakra.form>
  );
}
