import { Box, Skeleton, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { PLACEHOLDER_IMAGE, resolveImage } from "@/lib/image";

/** An image with a loading skeleton and a placeholder on error (spec: product card states). */
export function ProductImage({
  src,
  alt,
  eager = false,
  fit = "cover",
  ...rest
}: { src: string | null | undefined; alt: string; eager?: boolean; fit?: "cover" | "contain" } & React.ComponentProps<typeof Box>) {
  const [state, setState] = useState<"loading" | "ok" | "error">("loading");
  const url = state === "error" ? PLACEHOLDER_IMAGE : resolveImage(src);
  return (
    <Box position="relative" overflow="hidden" bg="gray.100" {...rest}>
      {state === "loading" && <Skeleton position="absolute" inset="0" />}
      <chakra.img
        src={url}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        // Intrinsic size of the catalogue images (4:5); CSS below fills the box.
        htmlWidth={600}
        htmlHeight={750}
        width="100%"
        height="100%"
        objectFit={fit}
        onLoad={() => setState((s) => (s === "error" ? s : "ok"))}
        onError={() => setState("error")}
      />
    </Box>
  );
}
