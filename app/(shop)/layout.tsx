import type { ReactNode } from "react";
import { ShopFrame } from "@/components/layout/shop-frame";

/** The storefront's frame: header, footer, chat assistant and toasts. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>;
}
