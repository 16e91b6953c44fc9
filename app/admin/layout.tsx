import type { ReactNode } from "react";
import { renderPerRequest } from "@/lib/server/security/per-request";

/** Rendered for each request, with no prerendered shell (lib/server/security/per-request.ts). */
export const instant = false;

/** Every admin page, the login included, renders per request under its nonce policy. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await renderPerRequest();
  return children;
}
