import { Button, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import { Fragment } from "react";
import { PlusIcon } from "@/components/ui/icons";
import { FormMessage, listError } from "./store-form";

/** Where one item of an ordered list field stands, and how it moves up or down or goes. */
export interface ItemPlace {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** How a list field grows: the button's text, the most items it takes and a new item's values. */
export interface ListGrowth<T> {
  label: string;
  max: number;
  /** The list's own error (its length, repeated ids), shown under it. */
  error: Parameters<typeof listError>[0];
  /** A new item, given how many the list holds. */
  newItem: (count: number) => T;
}

/**
 * An ordered list field (brands, slides, menu links, page sections) as an `ol`: each item is
 * drawn knowing its place; under the list its message and the button that adds an item.
 */
export function OrderedFields<T>({
  list,
  label,
  gap,
  add,
  children,
}: {
  list: {
    fields: { id: string }[];
    move: (from: number, to: number) => void;
    remove: (index: number) => void;
    append: (item: T) => void;
  };
  label: string;
  gap: StackProps["gap"];
  add: ListGrowth<T>;
  children: (place: ItemPlace) => React.ReactNode;
}) {
  const count = list.fields.length;
  return (
    <>
      <Stack as="ol" listStyleType="none" gap={gap} aria-label={label}>
        {list.fields.map((f, index) => (
          <Fragment key={f.id}>
            {children({ index, count, onMove: list.move, onRemove: () => list.remove(index) })}
          </Fragment>
        ))}
      </Stack>
      <FormMessage message={listError(add.error)} />
      <Button
        variant="outline"
        alignSelf="flex-start"
        onClick={() => list.append(add.newItem(count))}
        disabled={count >= add.max}
      >
        <PlusIcon /> {add.label}
      </Button>
    </>
  );
}

/**
 * One item of an ordered list field: its head (its name, and its move and remove buttons, which
 * name it for screen readers by `what`: 'la marca 2') above its fields.
 */
export function OrderedItem({
  place,
  title,
  what,
  children,
  ...frame
}: { place: ItemPlace; title: string; what: string; children: React.ReactNode } & StackProps) {
  return (
    <Stack as="li" gap="3" borderWidth="1px" {...frame}>
      <ItemHeader title={title} what={what} place={place} />
      {children}
    </Stack>
  );
}

/** The head of one item of an ordered list (a brand, a slide): its name and its move and remove buttons. */
function ItemHeader({ title, what, place }: { title: string; what: string; place: ItemPlace }) {
  const { index, count, onMove, onRemove } = place;
  return (
    <HStack justify="space-between" wrap="wrap">
      <Text fontWeight="semibold">{title}</Text>
      <HStack gap="1">
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Subir ${what}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          Subir
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Bajar ${what}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          Bajar
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Quitar ${what}`} onClick={onRemove}>
          Quitar
        </Button>
      </HStack>
    </HStack>
  );
}
