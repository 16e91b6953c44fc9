"use client";

import { useState, type ComponentType } from "react";

/**
 * A menu or dialog whose library loads on first use instead of with the page: render a look-alike
 * trigger with `triggerProps` until `Component` is there. Hovering or focusing the trigger starts
 * the load; a click also asks for the loaded component to open at once (`openAtStart`).
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [openAtStart, setOpenAtStart] = useState(false);
  const prepare = () => {
    void load().then((loaded) => setComponent(() => loaded));
  };
  const open = () => {
    setOpenAtStart(true);
    prepare();
  };
  return { Component, openAtStart, triggerProps: { onPointerEnter: prepare, onFocus: prepare, onClick: open } };
}
