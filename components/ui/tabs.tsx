"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Props = { label: string; tabs: string[]; panels: ReactNode[]; className?: string };

const STEP_KEYS: Record<string, (active: number, last: number) => number> = {
  ArrowRight: (active, last) => (active === last ? 0 : active + 1),
  ArrowLeft: (active, last) => (active === 0 ? last : active - 1),
  Home: () => 0,
  End: (_active, last) => last,
};

/**
 * WAI-ARIA tabs (arrow keys, Home and End move between tabs). Every panel is rendered on the server
 * and only hidden, so search engines read all of them and the client holds just this switch.
 */
export function Tabs({ label, tabs, panels, className }: Props) {
  const [active, setActive] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(active, tabs.length - 1);
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className="tab"
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={tabs[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
          className="pt-6 leading-relaxed text-stone-700 focus:outline-none"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
