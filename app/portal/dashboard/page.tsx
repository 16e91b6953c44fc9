import type { Metadata } from "next";
import { Suspense } from "react";
import { PortalDashboardScreen } from "@/components/portal/dashboard-screen";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Dashboard" };

/** The editor's landing page (SPEC.md section 2: Product Portal at /portal/dashboard). */
export default function PortalDashboardPage() {
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm uppercase tracking-wide text-saffron-700">Product Portal</p>
        <Suspense fallback={<h1 className="font-serif text-3xl text-brand-900">Welcome</h1>}>
          <Welcome />
        </Suspense>
        <p className="mt-1 text-stone-600">
          The catalogue as shoppers see it: open a figure to work through its products.
        </p>
      </div>
      <PortalDashboardScreen />
    </div>
  );
}

async function Welcome() {
  const viewer = await getViewer();
  return (
    <h1 className="font-serif text-3xl text-brand-900">Welcome, {viewer?.name ?? viewer?.username ?? "editor"}</h1>
  );
}
