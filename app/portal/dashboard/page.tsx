import { ClipboardList, ImageIcon, PackageSearch } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Spinner } from "@/components/ui/spinner";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Product Portal", robots: { index: false } };

const TASKS = [
  { icon: PackageSearch, title: "Review the catalogue", text: "Check product names, prices, stock and descriptions as shoppers see them." },
  { icon: ImageIcon, title: "Keep images fresh", text: "Product, category and banner images live with each product." },
  { icon: ClipboardList, title: "Report changes", text: "Orders and settings stay with the administrators." },
];

/** The editor's landing page (SPEC.md section 2: Product Portal at /portal/dashboard). */
export default function PortalDashboardPage() {
  return (
    <main className="min-h-screen bg-stone-50">
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Suspense fallback={<Spinner />}>
          <Portal />
        </Suspense>
      </div>
    </main>
  );
}

async function Portal() {
  const viewer = await getViewer();
  if (viewer?.kind !== "staff") redirect("/admin/login?next=%2Fportal%2Fdashboard");
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-saffron-500">Product Portal</p>
          <h1 className="font-serif text-3xl text-brand-900">Welcome, {viewer.name ?? viewer.username}</h1>
          <p className="mt-2 text-stone-600">As an editor you look after what shoppers see in the catalogue.</p>
        </div>
        <SignOutButton label="Logout" redirectTo="/admin/login" size="sm" />
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {TASKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <Icon aria-hidden className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 font-medium text-brand-900">{title}</h2>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-stone-600">
        <Link href="/products" className="text-brand-700 underline">Open the shop</Link> to see the catalogue as a shopper.
      </p>
    </>
  );
}
