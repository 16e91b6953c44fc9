"use client";

import { usePathname } from "next/navigation";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { notePath } from "@/lib/ui/in-app-history";
import { cx } from "@/lib/ui/cx";
import { ViewerProvider } from "./viewer-context";

/** SPEC.md section 9: the header turns opaque after 20 px of scroll. */
const OPAQUE_AFTER_PX = 20;

export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > OPAQUE_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        scrolled ? "bg-white shadow-md" : "bg-white/70 backdrop-blur-md",
      )}
    >
      <ViewerProvider>{children}</ViewerProvider>
      <Suspense fallback={null}>
        <PathNote />
      </Suspense>
    </header>
  );
}

/** Notes the paths this tab has shown (lib/ui/in-app-history.ts), for the sign-in page's Back. */
function PathNote() {
  const pathname = usePathname();
  useEffect(() => notePath(pathname), [pathname]);
  return null;
}
