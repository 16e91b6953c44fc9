"use client";

import { useRef, useState, type ComponentType, type PointerEvent } from "react";

/**
 * A menu or dialog whose library loads on first use instead of with the page: render a look-alike
 * trigger with `triggerProps` until `Component` is there. Hovering, pressing or focusing the trigger
 * starts the load; a click also asks for the loaded component to open at once (`openAtStart`), and so
 * does a press still held when it arrives: the look-alike is replaced under the pointer then, so the
 * press's click never comes. When the look-alike has the focus as the component arrives, the
 * component's trigger takes it over (`focusAtStart`, for its `autoFocus`): a keyboard user's focus
 * never falls back to the page's start.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focusAtStart, setFocusAtStart] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const prepare = () => {
    void load().then((loaded) => {
      setFocusAtStart(trigger.current !== null && trigger.current === document.activeElement);
      if (pressed.current) setOpenAtStart(true);
      setComponent(() => loaded);
    });
  };
  const open = () => {
    setOpenAtStart(true);
    prepare();
  };
  const press = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pressed.current = true;
    prepare();
  };
  const release = () => {
    pressed.current = false;
  };
  return {
    Component,
    openAtStart,
    focusAtStart,
    triggerProps: {
      ref: trigger,
      onPointerEnter: prepare,
      onFocus: prepare,
      onPointerDown: press,
      onPointerUp: release,
      onPointerLeave: release,
      onPointerCancel: release,
      onClick: open,
    },
  };
}
