"use client";

import dynamic from "next/dynamic";
import type { CSSProperties } from "react";

const Sonner = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** sonner's rich colours' text, darkened to WCAG AA (4.5:1) on their pale backgrounds (sonner's own are about 4.2:1 and lower). */
const READABLE_RICH_COLORS = {
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
  "--warning-text": "#92400e",
  "--info-text": "#1e40af",
} as CSSProperties;

/** SPEC.md section 4 "Notices": one toast at a time, 5 s, swipe right to dismiss, F8 focuses the viewport. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="top-right"
      closeButton
      richColors
      style={READABLE_RICH_COLORS}
      offset={{ top: 96 }}
    />
  );
}
