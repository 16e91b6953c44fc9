"use client";

import dynamic from "next/dynamic";

const Sonner = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

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
      offset={{ top: 96 }}
    />
  );
}
