import { Dialog, Skeleton, Stack, Text, type SkeletonProps } from "@chakra-ui/react";
import { errorMessage } from "@/lib/api-client";

/** While an editor reads its product: placeholders shaped like the form, or why it could not be read. */
export function ProductLoading({
  error,
  isError,
  heights,
  gap,
}: {
  error: unknown;
  isError: boolean;
  heights: ReadonlyArray<SkeletonProps["h"]>;
  gap: string;
}) {
  return (
    <Dialog.Body>
      {isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(error, "No se pudo cargar el producto")}
        </Text>
      ) : (
        <Stack gap={gap} aria-busy="true">
          {heights.map((h, i) => (
            <Skeleton key={i} h={h} />
          ))}
        </Stack>
      )}
    </Dialog.Body>
  );
}
