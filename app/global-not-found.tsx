import type { Metadata } from "next";
import { PageNotFound } from "@/components/layout/page-not-found";
import { ShopFrame } from "@/components/layout/shop-frame";
import "./globals.css";

export const metadata: Metadata = { title: "Page Not Found | Prakriti Ayurveda", robots: { index: false } };

/**
 * An address no route serves: the not-found page in the shop's frame, a whole document of its own.
 * A root `not-found.tsx` would be the root layout's not-found boundary, rendered into every page's
 * inline data: a second header and footer (about 10 kB) in each page.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <body className="min-h-screen">
        <ShopFrame>
          <PageNotFound />
        </ShopFrame>
      </body>
    </html>
  );
}
