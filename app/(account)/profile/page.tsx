import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { DataRightsPanel } from "@/components/account/data-rights-panel";
import { ProfileDetailsForm } from "@/components/account/profile-details-form";
import { AddressBook } from "@/components/addresses/address-book";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Spinner } from "@/components/ui/spinner";
import { getViewer } from "@/lib/server/auth/viewer";
import { db } from "@/lib/server/db";
import { formatLongDateTime } from "@/lib/domain/format";
import { Input } from "@/components/ui/input";

export const metadata: Metadata = { title: "My Profile", robots: { index: false } };

export default function ProfilePage() {
  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
      <h1 className="mb-6 font-serif text-3xl text-brand-900">My Profile</h1>
      <Suspense fallback={<Spinner />}>
        <ProfileDetails />
      </Suspense>
    </section>
  );
}

function Field({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-600">
        {label}
      </label>
      <Input id={id} readOnly value={value} />
    </div>
  );
}

/**
 * SPEC.md section 2 "Profile": read-only phone, user id, last sign-in, status 'Active', Sign Out; a customer's
 * details to correct, saved addresses, and their data (download, delete the account: docs/privacy.md).
 */
async function ProfileDetails() {
  const viewer = await getViewer();
  if (!viewer) redirect("/login?next=%2Fprofile");
  const lastSignIn =
    viewer.kind === "customer"
      ? (await db.customer.findUnique({ where: { id: viewer.id }, select: { lastSignInAt: true } }))?.lastSignInAt
      : (await db.staffUser.findUnique({ where: { id: viewer.id }, select: { lastLoginAt: true } }))?.lastLoginAt;
  return (
    <div className="space-y-4">
      {viewer.kind === "customer" ? (
        <Field id="profile-phone" label="Phone Number" value={viewer.phone ?? ""} />
      ) : (
        <Field id="profile-username" label="Username" value={viewer.username ?? ""} />
      )}
      {viewer.name && <Field id="profile-name" label="Name" value={viewer.name} />}
      <Field id="profile-id" label="User ID" value={String(viewer.id)} />
      <Field id="profile-last-sign-in" label="Last Sign-In" value={lastSignIn ? formatLongDateTime(lastSignIn) : "—"} />
      <div>
        <span className="mb-1 block text-sm font-medium text-stone-600">Account Status</span>
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          <span aria-hidden className="h-2 w-2 rounded-full bg-brand-600" /> Active
        </span>
      </div>
      {viewer.kind === "customer" && (
        <section aria-labelledby="profile-details-heading" className="border-t border-stone-100 pt-6">
          <h2 id="profile-details-heading" className="mb-3 font-serif text-xl text-brand-900">
            Your details
          </h2>
          <ProfileDetailsForm />
        </section>
      )}
      {viewer.kind === "customer" && (
        <div className="border-t border-stone-100 pt-6">
          <AddressBook />
        </div>
      )}
      {viewer.kind === "customer" && (
        <p className="border-t border-stone-100 pt-6">
          <Link href="/profile/notifications" className="font-medium text-brand-700 hover:underline">
            Notification preferences
          </Link>
        </p>
      )}
      {viewer.kind === "customer" && (
        <section aria-labelledby="profile-data-heading" className="border-t border-stone-100 pt-6">
          <h2 id="profile-data-heading" className="mb-3 font-serif text-xl text-brand-900">
            Your data
          </h2>
          <DataRightsPanel />
        </section>
      )}
      <div className="border-t border-stone-100 pt-6">
        <SignOutButton />
      </div>
    </div>
  );
}
