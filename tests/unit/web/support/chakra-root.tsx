/*
 * Renders a component for real with the store's Chakra system into a fresh element of the
 * (jsdom) page, for the unit tests of the admin's building blocks. Each test file calls
 * chakraRoot() once: what it mounts is unmounted and removed after every test.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import { getSystem } from "../../../../web/src/theme/system.ts";

// React warns about updates outside act() unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Registers the clean-up and returns `mount`, which renders `ui` and returns its host element. */
export function chakraRoot(): (ui: ReactNode) => HTMLElement {
  let root: Root | undefined;
  let host: HTMLElement | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    root = host = undefined;
  });

  return (ui) => {
    const el = document.createElement("div");
    document.body.append(el);
    host = el;
    root = createRoot(el);
    act(() => root!.render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>));
    return el;
  };
}
