import { Box, Flex, IconButton, Link, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { truncateBannerLink, truncateBannerText } from "@tienda/shared/rules/truncate";
import { useContent } from "@/features/content";
import { useSession } from "@/features/session";
import { useIsMobile } from "@/lib/hooks";
import { readJson, writeJson } from "@/lib/storage";
import { CloseIcon } from "@/components/ui/shell-icons";
import { paths } from "@/config/paths";

export const DISMISS_KEY = "banner-dismissed";
/** One line of banner: what is reserved while the banner loads, so nothing below it shifts. */
export const BANNER_MIN_H = "36px";
/** Banner exit animation (spec §9). */
const EXIT_MS = 300;

const DEFAULTS = {
  texto: "Regístrate y obtén 20% de descuento en tu primera compra.",
  textoEnlace: "Regístrate",
  enlace: paths.register,
  colorDeFondo: "#000000",
  colorDeTexto: "#ffffff",
  cerrable: true,
};

/**
 * Guests-only top banner: shown once loaded unless dismissed for the session; closing animates
 * 300 ms and is remembered in sessionStorage; it hides on load error (storefront spec §4).
 */
export default function TopBanner() {
  const { isAuthenticated, isLoading } = useSession();
  const { data, isError, isLoading: loading } = useContent("banner");
  const isMobile = useIsMobile();
  const [dismissed, setDismissed] = useState(() => readJson<boolean>(DISMISS_KEY, false, "sessionStorage"));
  const [closing, setClosing] = useState(false);

  if (!dismissed && (isLoading || loading)) return <TopBannerPlaceholder />;
  if (dismissed || isAuthenticated || isError || !data) return null;
  const b = { ...DEFAULTS, ...data };
  const text = isMobile ? truncateBannerText(b.texto) : b.texto;
  const linkText = isMobile ? truncateBannerLink(b.textoEnlace) : b.textoEnlace;
  const close = () => {
    setClosing(true);
    setTimeout(() => {
      writeJson(DISMISS_KEY, true, "sessionStorage");
      setDismissed(true);
    }, EXIT_MS);
  };
  const internal = b.enlace.startsWith("/");

  return (
    <Box
      role="region"
      aria-label="Promoción"
      bg={b.colorDeFondo}
      color={b.colorDeTexto}
      overflow="hidden"
      transition={`max-height ${EXIT_MS}ms ease, opacity ${EXIT_MS}ms ease`}
      maxH={closing ? "0" : "80px"}
      minH={closing ? "0" : BANNER_MIN_H}
      opacity={closing ? 0 : 1}
      data-testid="top-banner"
    >
      <Flex maxW="7xl" mx="auto" px="4" py="2" align="center" justify="center" gap="2" position="relative" fontSize="sm">
        <Text title={b.texto}>
          {text}{" "}
          <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline" title={b.textoEnlace}>
            {internal ? <RouterLink to={b.enlace}>{linkText}</RouterLink> : <a href={b.enlace}>{linkText}</a>}
          </Link>
        </Text>
        {b.cerrable && (
          <IconButton
            aria-label="Cerrar anuncio"
            size="xs"
            variant="plain"
            color="inherit"
            position="absolute"
            right="2"
            onClick={close}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Flex>
    </Box>
  );
}

/** The space the banner takes while its text and the session load (guests see it right away). */
export function TopBannerPlaceholder() {
  return <Box h={BANNER_MIN_H} bg={DEFAULTS.colorDeFondo} aria-hidden="true" />;
}
