import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";
import { AdminSidebar } from "@/components/admin/sidebar";
import { SessionGuard } from "@/components/back-office/session-guard";

export const metadata: Metadata = { title: { default: "Admin", template: "%s | Admin" }, robots: { index: false } };

/** The guarded admin area (proxy.ts sends a visitor without an admin session to /admin/login). */
export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <Suspense fallback={<div className="bg-brand-900 lg:h-screen lg:w-60" />}>
        <AdminSidebar />
      </Suspense>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">{children}</main>
      <SessionGuard />
    </div>
  );
}
