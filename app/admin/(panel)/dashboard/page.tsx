import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminDashboardScreen } from "@/components/admin/dashboard-screen";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminDashboardPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-serif text-3xl text-brand-900">Admin Dashboard</h1>
        <Suspense fallback={<p className="mt-1 h-5" />}>
          <SignedInAs />
        </Suspense>
      </div>
      <AdminDashboardScreen />
    </div>
  );
}

async function SignedInAs() {
  const viewer = await getViewer();
  return viewer ? <p className="mt-1 text-stone-600">Signed in as {viewer.name ?? viewer.username}</p> : null;
}
