import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Spinner } from "@/components/ui/spinner";
import { staffLanding } from "@/lib/domain/access-rules";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false } };

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-900 px-4">
      <div className="w-full max-w-md space-y-4">
        <Suspense fallback={null}>
          <NotForEditors />
        </Suspense>
        <Suspense fallback={<Spinner className="text-stone-300" />}>
          <StaffLoginForm />
        </Suspense>
      </div>
    </main>
  );
}

/**
 * The page guard sends a signed-in editor who opens the admin area here (lib/domain/access-rules.ts):
 * instead of a bare sign-in form, say why, and lead back to the portal, where their work is.
 */
async function NotForEditors() {
  const viewer = await getViewer();
  if (viewer?.kind !== "staff" || viewer.role !== "editor") return null;
  return (
    <section
      aria-labelledby="admins-only"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="admins-only" className="font-semibold">
        The admin area is for administrators
      </h2>
      <p className="mt-1 text-sm">
        You are signed in as {viewer.name ?? viewer.username}, an editor. Orders, customers, reports and settings are
        managed by administrators; the catalogue and the shop&apos;s content are yours in the Product Portal.
      </p>
      <Link
        href={staffLanding("editor", null)}
        className="mt-3 inline-block text-sm font-semibold text-amber-950 underline"
      >
        Go to the Product Portal
      </Link>
      <p className="mt-3 text-sm">To open the admin area, sign in below as an administrator.</p>
    </section>
  );
}
