import type { Metadata } from "next";
import { Suspense } from "react";
import { SignedLinkAction } from "@/components/messaging/signed-link-action";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type SearchParams = Promise<{ token?: string | string[] }>;

/** A marketing e-mail's visible unsubscribe link: the button posts the same one-click URL as the e-mail's List-Unsubscribe header. */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 font-serif text-3xl text-brand-900">Unsubscribe</h1>
      <Suspense fallback={null}>
        <Unsubscribe searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function Unsubscribe({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  if (typeof token !== "string" || !token)
    return (
      <p role="alert" className="text-stone-700">
        This link is incomplete. Open the unsubscribe link in the e-mail again.
      </p>
    );
  return (
    <>
      <p className="mb-6 text-stone-700">
        Stop the offers and news this e-mail address gets from us. Order e-mails still come, as part of your orders.
      </p>
      <SignedLinkAction action="messaging.unsubscribe" token={token} label="Unsubscribe" busyLabel="Unsubscribing..." />
    </>
  );
}
