import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useEscape, useIsMobile, useOutsideClick, useScrollLock } from "@/lib/hooks";
import { withExtraRecipes } from "@/theme/lazy";
import css from "./header.module.css";
import { getOpenDropdown, setOpenDropdown, useOpenDropdown, type DropdownId } from "../hooks/use-open-dropdown";

/** The panel (frame, title, close button, mobile overlay) loads with the first opening. */
const HeaderDropdownPanel = lazy(withExtraRecipes(() => import("./header-dropdown-panel")));

/** Dropdown close delay when the pointer leaves (spec §9). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
const EXIT_MS = 150;

interface HeaderDropdownProps {
  id: Exclude<DropdownId, null>;
  label: string;
  title: string;
  trigger: React.ReactNode;
  children: React.ReactNode;
  width?: string;
  triggerTestId?: string;
}

/**
 * Cart / favourites / user dropdown. Desktop: opens on hover or click, closes 200 ms after the
 * pointer leaves, on outside click or Escape, with an exit animation. Under 768 px it is a
 * full-height side panel with an overlay and locked page scroll. Focus returns to the trigger.
 */
export function HeaderDropdown({
  id,
  label,
  title,
  trigger,
  children,
  width = "380px",
  triggerTestId,
}: HeaderDropdownProps) {
  const openId = useOpenDropdown();
  const isOpen = openId === id;
  const isMobile = useIsMobile();
  const [rendered, setRendered] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = useLocation();
  const refs = useRef([triggerRef, panelRef]).current;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback((returnFocus = false) => {
    cancelClose();
    if (returnFocus) triggerRef.current?.focus();
    setOpenDropdown(null);
  }, []);
  // True while the panel is open because the pointer hovered the trigger (not pinned by a click).
  const openedByHover = useRef(false);
  const open = () => {
    cancelClose();
    setOpenDropdown(id);
  };
  const openOnHover = () => {
    if (getOpenDropdown() !== id) openedByHover.current = true;
    open();
  };
  /**
   * A click on the trigger toggles — except right after hover opened it: a mouse user who hovers
   * and then clicks means "open", so that click keeps the panel open (and pins it).
   */
  const onTriggerClick = () => {
    if (isOpen && openedByHover.current) {
      openedByHover.current = false;
      open();
      return;
    }
    openedByHover.current = false;
    if (isOpen) close();
    else open();
  };
  const scheduleClose = () => {
    if (isMobile) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      if (getOpenDropdown() === id) setOpenDropdown(null);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };

  // Keep the panel mounted during the exit animation.
  useEffect(() => {
    if (!isOpen) openedByHover.current = false;
    if (isOpen) {
      setRendered(true);
      return;
    }
    const t = setTimeout(() => setRendered(false), EXIT_MS);
    return () => clearTimeout(t);
  }, [isOpen]);

  // Navigating closes the dropdown.
  useEffect(() => {
    if (getOpenDropdown() === id) setOpenDropdown(null);
  }, [location.pathname, location.search, id]);

  useEffect(() => cancelClose, []);
  useEscape(isOpen, () => close(true));
  useOutsideClick(refs, isOpen && !isMobile, () => close());
  useScrollLock(isOpen && isMobile);

  const panelId = `dropdown-${id}`;

  return (
    <div
      className={css.dropdown}
      onMouseEnter={isMobile ? undefined : openOnHover}
      onMouseLeave={isMobile ? undefined : scheduleClose}
    >
      <button
        ref={triggerRef}
        type="button"
        className={`${css.button} ${css.trigger}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-testid={triggerTestId}
        onClick={onTriggerClick}
      >
        {trigger}
      </button>
      {rendered && (
        <Suspense fallback={null}>
          <HeaderDropdownPanel
            panelRef={panelRef}
            panelId={panelId}
            title={title}
            width={width}
            isOpen={isOpen}
            isMobile={isMobile}
            exitMs={EXIT_MS}
            onPointerEnter={cancelClose}
            onPointerLeave={scheduleClose}
            onClose={close}
          >
            {children}
          </HeaderDropdownPanel>
        </Suspense>
      )}
    </div>
  );
}
