import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Prakriti Ayurveda", template: "%s | Prakriti Ayurveda" },
  description: "Authentic Ayurvedic herbal supplements, skincare, wellness teas and hair care, delivered across India.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
