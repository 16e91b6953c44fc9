import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { SessionGuard } from "@/components/back-office/session-guard";
import { PortalSidebar } from "@/components/portal/sidebar";
import { getViewer } from "@/lib/server/auth/viewer";
import { renderPerRequest } from "@/lib/server/security/per-request";

/** Rendered for each request, with no prerendered shell (lib/server/security/per-request.ts). */
export const instant = false;

export const metadata: Metadata = {
  title: { default: "Product Portal", template: "%s | Product Portal" },
  robots: { index: false },
};

/** The Product Portal for editors and admins (proxy.ts sends anyone else to /admin/login). */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  await renderPerRequest();
  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <Suspense fallback={<div className="bg-brand-900 lg:h-screen lg:w-60" />}>
        <PortalNavigation />
      </Suspense>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">{children}</main>
      <SessionGuard />
    </div>
  );
}

async function PortalNavigation() {
  const viewer = await getViewer();
  // A session whose account was disabled since the proxy let it through.
  if (viewer?.kind !== "staff" || viewer.role === "user") redirect("/admin/login?next=%2Fportal%2Fdashboard");
  return <PortalSidebar role={viewer.role} />;
}
