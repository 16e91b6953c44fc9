"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";

const SIGN_IN_PAGES = ["/login", "/register"];

/**
 * The header's Login and Register lead back to the page the visitor was on (issue 16, defect 12): SPEC.md's
 * default `/checkout` is for the visitor who came from the cart, which links with `?next=/checkout` itself.
 */
export function signInHref(base: string, current: string): string {
  const path = current.split(/[?#]/)[0];
  if (SIGN_IN_PAGES.includes(path)) return base;
  return `${base}?${new URLSearchParams({ next: current })}`;
}

export function SignInLink({
  base,
  className,
  onNavigate,
  children,
}: {
  base: "/login" | "/register";
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const router = useRouter();
  // The page is read at the click, so the cached pages need no per-request address.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    router.push(signInHref(base, `${window.location.pathname}${window.location.search}`));
  };
  return (
    <Link href={base} className={className} onClick={follow}>
      {children}
    </Link>
  );
}
