import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Spinner } from "@/components/ui/spinner";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

/** Placeholder until the admin issue builds the dashboard (SPEC.md section 2 "Admin screens"). */
export default function AdminDashboardPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <Suspense fallback={<Spinner />}>
        <Greeting />
      </Suspense>
    </main>
  );
}

async function Greeting() {
  const viewer = await getViewer();
  if (viewer?.role !== "admin") redirect("/admin/login?next=%2Fadmin%2Fdashboard");
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl text-brand-900">Admin Dashboard</h1>
        <p className="mt-2 text-stone-600">Signed in as {viewer.name ?? viewer.username}</p>
      </div>
      <SignOutButton label="Logout" redirectTo="/admin/login" size="sm" />
    </div>
  );
}
