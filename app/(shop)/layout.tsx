import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { Footer } from "@/components/layout/footer";
import { Header, HEADER_OFFSET } from "@/components/layout/header";
import { Toaster } from "@/components/ui/toaster";

/** The storefront's frame: header, footer, chat assistant and toasts. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <div className={HEADER_OFFSET}>{children}</div>
      <Footer />
      <ChatLauncher />
      <Toaster />
    </>
  );
}
