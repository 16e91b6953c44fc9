import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { Footer } from "@/components/layout/footer";
import { Header, HEADER_OFFSET } from "@/components/layout/header";
import { ImageFallbacks } from "@/components/ui/image-fallbacks";
import { Toaster } from "@/components/ui/toaster";
import { cx } from "@/lib/ui/cx";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The shop's frame, the same on the storefront and the account pages (SPEC.md section 2 "Header"): a
 * skip link, the header, the page, the footer, toasts and, on the storefront, the chat assistant; and
 * the placeholder for any server-rendered image that fails to load.
 */
export function ShopFrame({
  children,
  chat = true,
  className,
}: {
  children: ReactNode;
  chat?: boolean;
  className?: string;
}) {
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <Header />
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className={cx(HEADER_OFFSET, "outline-none", className)}>
        {children}
      </div>
      <Footer />
      {chat && <ChatLauncher />}
      <Toaster />
      <ImageFallbacks />
    </>
  );
}
