import type { Principal } from "./principal";

/** Pages only a signed-in customer may open (SPEC.md section 2), plus the account pages they link to. */
export const CUSTOMER_PAGES = ["/orders", "/checkout", "/razorpay-payment", "/dashboard", "/wishlist"];
/** The profile page is for every signed-in person (SPEC.md section 2: "The profile link shows for all"). */
export const SIGNED_IN_PAGES = ["/profile"];
export const DEFAULT_CUSTOMER_LANDING = "/checkout";
export const DEFAULT_ADMIN_LANDING = "/admin/dashboard";
export const DEFAULT_EDITOR_LANDING = "/portal/dashboard";

export type Decision = { allow: true } | { allow: false; redirectTo: string };

function under(pathname: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const PLACEHOLDER_ORIGIN = "http://shop.invalid";
/** Backslashes and control characters, which browsers drop or read as "/" in a URL. */
const TRICKY = /[\\\u0000-\u001f\u007f]/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The one check for every redirect target a request names (`next`, `return`): a path of this
 * site, never another site, whatever the spelling (`//host`, `/\\host`, `/%09/host`, `/.//host`).
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || TRICKY.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  const path = decoded(url.pathname);
  if (url.origin !== PLACEHOLDER_ORIGIN || path === null || path.startsWith("//") || TRICKY.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function toLogin(loginPath: string, requested: string): Decision {
  return { allow: false, redirectTo: `${loginPath}?${new URLSearchParams({ next: requested })}` };
}

/** Where a staff member lands after signing in: admins anywhere asked, editors only in the portal. */
export function staffLanding(role: "admin" | "editor", requested: string | null | undefined): string {
  if (role === "admin") return safeReturnPath(requested, DEFAULT_ADMIN_LANDING);
  const path = safeReturnPath(requested, DEFAULT_EDITOR_LANDING);
  return under(path.split("?")[0], ["/portal"]) ? path : DEFAULT_EDITOR_LANDING;
}

/**
 * The page guards of proxy.ts. `requested` is the path with its query, `next` the return location a
 * sign-in page was given. Route handlers check again with requireCustomer / requireStaff.
 */
export function decideAccess(
  pathname: string,
  requested: string,
  principal: Principal | null,
  next: string | null,
): Decision {
  const isCustomer = principal?.kind === "customer";
  const staffRole = principal?.kind === "staff" ? principal.role : null;

  if (under(pathname, ["/login", "/register"])) {
    return isCustomer ? { allow: false, redirectTo: safeReturnPath(next, DEFAULT_CUSTOMER_LANDING) } : { allow: true };
  }
  if (pathname === "/admin/login") {
    return staffRole === "admin" ? { allow: false, redirectTo: staffLanding("admin", next) } : { allow: true };
  }
  if (under(pathname, CUSTOMER_PAGES) && !isCustomer) return toLogin("/login", requested);
  if (under(pathname, SIGNED_IN_PAGES) && !principal) return toLogin("/login", requested);
  if (under(pathname, ["/admin"]) && staffRole !== "admin") return toLogin("/admin/login", requested);
  if (under(pathname, ["/portal"]) && !staffRole) return toLogin("/admin/login", requested);
  return { allow: true };
}
