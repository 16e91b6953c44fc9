import type { ReactNode } from "react";
import { PAGE_MIN_HEIGHT } from "@/components/layout/page-height";
import { cn } from "@/lib/ui/cn";
import { ShopFrame } from "@/components/layout/shop-frame";
import { renderPerRequest } from "@/lib/server/security/per-request";

/** Rendered for each request, with no prerendered shell (lib/server/security/per-request.ts). */
export const instant = false;

/** Account pages keep the shop's header and footer (SPEC.md section 2; issue 16, defect 6). */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await renderPerRequest();
  return (
    <ShopFrame chat={false} className="bg-stone-50">
      <main className={cn("mx-auto max-w-5xl px-4 py-10", PAGE_MIN_HEIGHT)}>{children}</main>
    </ShopFrame>
  );
}
