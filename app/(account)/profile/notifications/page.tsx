import type { Metadata } from "next";
import Link from "next/link";
import { NotificationPreferences } from "@/components/account/notification-preferences";

export const metadata: Metadata = { title: "Notification Preferences", robots: { index: false } };

/** The shopper's consents per purpose (docs/messaging.md): order updates on WhatsApp, marketing by e-mail and WhatsApp. */
export default function NotificationPreferencesPage() {
  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
      <Link href="/profile" className="text-sm text-brand-700 hover:underline">
        Back to my profile
      </Link>
      <h1 className="mb-6 mt-2 font-serif text-3xl text-brand-900">Notification Preferences</h1>
      <NotificationPreferences />
    </section>
  );
}
