import type { Metadata } from "next";
import { Suspense } from "react";
import { SignedLinkAction } from "@/components/messaging/signed-link-action";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

type SearchParams = Promise<{ token?: string | string[] }>;

/** The newsletter confirmation e-mail's link (double opt-in): the button confirms, opening the page does not. */
export default function ConfirmNewsletterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 font-serif text-3xl text-brand-900">Confirm your subscription</h1>
      <Suspense fallback={null}>
        <Confirm searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function Confirm({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  if (typeof token !== "string" || !token)
    return (
      <p role="alert" className="text-stone-700">
        This link is incomplete. Open the link in your confirmation e-mail again, or subscribe again from the foot of
        any page.
      </p>
    );
  return (
    <>
      <p className="mb-6 text-stone-700">
        Confirm that you want our newsletter at this address: offers and news now and then, and an unsubscribe link in
        each.
      </p>
      <SignedLinkAction
        action="newsletter.confirm"
        token={token}
        label="Confirm my subscription"
        busyLabel="Confirming..."
      />
    </>
  );
}
