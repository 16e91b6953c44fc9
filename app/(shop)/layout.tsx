import type { ReactNode } from "react";

/** The storefront's frame: header, footer, chat assistant and toasts are added here. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
