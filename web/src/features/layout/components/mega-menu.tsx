import { Box, Button } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { ChevronDownIcon } from "@/components/ui/shell-icons";
import { useEscape, useOutsideClick } from "@/lib/hooks";
import { getOpenDropdown, setOpenDropdown, useOpenDropdown } from "../hooks/use-open-dropdown";
import { DROPDOWN_CLOSE_DELAY_MS } from "./header-dropdown";

const MegaMenuPanel = lazy(() => import("./mega-menu-panel"));

/**
 * Desktop mega-menu: opens on hover (or the chevron button: click / Enter), categories on the
 * left, the hovered or focused category's subcategories on the right. Closes on outside click,
 * Escape (focus returns to the button) or 200 ms after the pointer leaves.
 */
export function MegaMenu({ label, to }: { label: string; to: string }) {
  const isOpen = useOpenDropdown() === "categories";
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const refs = useRef([triggerRef, panelRef]).current;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = useLocation();

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
  };
  const open = () => {
    cancel();
    setOpenDropdown("categories");
  };
  const close = (focus = false) => {
    cancel();
    if (getOpenDropdown() === "categories") setOpenDropdown(null);
    if (focus) triggerRef.current?.focus();
  };
  const scheduleClose = () => {
    cancel();
    timer.current = setTimeout(() => close(), DROPDOWN_CLOSE_DELAY_MS);
  };
  // Same rule as the header dropdowns: a click right after hover opened the menu keeps it open.
  const openedByHover = useRef(false);
  const openOnHover = () => {
    if (getOpenDropdown() !== "categories") openedByHover.current = true;
    open();
  };
  const onTriggerClick = () => {
    const pinOnly = isOpen && openedByHover.current;
    openedByHover.current = false;
    if (pinOnly || !isOpen) open();
    else close();
  };
  useEffect(() => {
    if (!isOpen) openedByHover.current = false;
  }, [isOpen]);

  useEffect(() => {
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
  useEffect(() => cancel, []);
  useEscape(isOpen, () => close(true));
  useOutsideClick(refs, isOpen, () => close());

  return (
    <Box position="static" onMouseEnter={openOnHover} onMouseLeave={scheduleClose} display="flex" alignItems="center">
      <Button asChild variant="ghost" size="sm" fontWeight="medium" pe="1">
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="sm"
        px="1"
        minW="6"
        aria-label={`Categorías de ${label}`}
        aria-expanded={isOpen}
        aria-haspopup="true"
        aria-controls={isOpen ? "mega-menu" : undefined}
        onClick={onTriggerClick}
        data-testid="mega-menu-trigger"
      >
        <ChevronDownIcon />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <MegaMenuPanel panelRef={panelRef} onEnter={cancel} onLeave={scheduleClose} />
        </Suspense>
      )}
    </Box>
  );
}
