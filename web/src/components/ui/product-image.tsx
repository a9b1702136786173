import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { PLACEHOLDER_IMAGE, resolveImage } from "@/lib/image";
import css from "./product-image.module.css";

interface ImageProps {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  fit?: "cover" | "contain";
}

/** The <img> itself, with a placeholder on error; `onSettled` fires once it has loaded or failed. */
function Img({ src, alt, eager = false, fit = "cover", onSettled }: ImageProps & { onSettled: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={fit === "contain" ? `${css.img} ${css.contain}` : css.img}
      src={failed ? PLACEHOLDER_IMAGE : resolveImage(src)}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      // Intrinsic size of the catalogue images (4:5); the CSS fills the frame.
      width={600}
      height={750}
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled();
      }}
    />
  );
}

/**
 * A product image in a plain frame styled by `className` (product cards: no per-card style
 * resolution), pulsing as a skeleton while it loads, with a placeholder on error.
 */
export function PlainProductImage({ className, ...img }: ImageProps & { className?: string }) {
  const [loading, setLoading] = useState(true);
  const frame = loading ? `${css.frame} ${css.loading}` : css.frame;
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <Img {...img} onSettled={() => setLoading(false)} />
    </div>
  );
}

/** The same image in a Chakra box, for callers that size and place it with style props. */
export function ProductImage({ src, alt, eager, fit, ...rest }: ImageProps & React.ComponentProps<typeof Box>) {
  const [loading, setLoading] = useState(true);
  return (
    // Style props here (not the module's .frame), so a caller's own position or bg always wins.
    <Box position="relative" overflow="hidden" bg="gray.100" className={loading ? css.loading : undefined} {...rest}>
      <Img src={src} alt={alt} eager={eager} fit={fit} onSettled={() => setLoading(false)} />
    </Box>
  );
}
