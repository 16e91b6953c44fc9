"use client";

import { useRef, useState, type ComponentType } from "react";

/**
 * A menu or dialog whose library loads on first use instead of with the page: render a look-alike
 * trigger with `triggerProps` until `Component` is there. Hovering or focusing the trigger starts
 * the load; a click also asks for the loaded component to open at once (`openAtStart`). When the
 * look-alike has the focus as the component arrives, the component's trigger takes it over
 * (`focusAtStart`, for its `autoFocus`): a keyboard user's focus never falls back to the page's start.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focusAtStart, setFocusAtStart] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    void load().then((loaded) => {
      setFocusAtStart(trigger.current !== null && trigger.current === document.activeElement);
      setComponent(() => loaded);
    });
  };
  const open = () => {
    setOpenAtStart(true);
    prepare();
  };
  return {
    Component,
    openAtStart,
    focusAtStart,
    triggerProps: { ref: trigger, onPointerEnter: prepare, onFocus: prepare, onClick: open },
  };
}
