import { Box, Flex, Heading, IconButton } from "@chakra-ui/react";
import { useEffect, type RefObject } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/ui/shell-icons";

interface HeaderDropdownPanelProps {
  panelRef: RefObject<HTMLDivElement | null>;
  panelId: string;
  title: string;
  width: string;
  isOpen: boolean;
  isMobile: boolean;
  exitMs: number;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onClose: (returnFocus?: boolean) => void;
  children: React.ReactNode;
}

/**
 * The panel of a header dropdown (./header-dropdown): under the trigger on desktop; under 768 px
 * a full-height side panel over a dimmed overlay, portalled to the body, taking the focus.
 */
export default function HeaderDropdownPanel({
  panelRef,
  panelId,
  title,
  width,
  isOpen,
  isMobile,
  exitMs,
  onPointerEnter,
  onPointerLeave,
  onClose,
  children,
}: HeaderDropdownPanelProps) {
  // Move focus into the mobile panel when it opens.
  useEffect(() => {
    if (isOpen && isMobile) panelRef.current?.focus();
  }, [isOpen, isMobile, panelRef]);

  const panelBody = (
    <Box
      ref={panelRef}
      id={panelId}
      role="dialog"
      aria-label={title}
      tabIndex={-1}
      data-state={isOpen ? "open" : "closed"}
      onMouseEnter={isMobile ? undefined : onPointerEnter}
      onMouseLeave={isMobile ? undefined : onPointerLeave}
      bg="white"
      color="gray.900"
      boxShadow="lg"
      borderWidth={isMobile ? 0 : "1px"}
      borderRadius={isMobile ? 0 : "lg"}
      zIndex="popover"
      outline="none"
      transition={`opacity ${exitMs}ms ease, transform ${exitMs}ms ease`}
      opacity={isOpen ? 1 : 0}
      {...(isMobile
        ? {
            position: "fixed",
            top: 0,
            right: 0,
            bottom: 0,
            width: "min(100vw, 380px)",
            transform: isOpen ? "translateX(0)" : "translateX(100%)",
            display: "flex",
            flexDirection: "column",
          }
        : {
            position: "absolute",
            top: "calc(100% + 8px)",
            right: 0,
            width,
            maxW: "calc(100vw - 16px)",
            transform: isOpen ? "translateY(0)" : "translateY(-6px)",
          })}
    >
      <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <IconButton aria-label="Cerrar" size="sm" variant="ghost" onClick={() => onClose(true)}>
          <CloseIcon />
        </IconButton>
      </Flex>
      <Box flex="1" overflowY={isMobile ? "auto" : undefined}>
        {children}
      </Box>
    </Box>
  );

  if (!isMobile) return panelBody;
  return createPortal(
    <>
      <Box
        position="fixed"
        inset="0"
        bg="blackAlpha.600"
        zIndex="overlay"
        opacity={isOpen ? 1 : 0}
        transition={`opacity ${exitMs}ms ease`}
        onClick={() => onClose()}
        aria-hidden="true"
      />
      {panelBody}
    </>,
    document.body,
  );
}
