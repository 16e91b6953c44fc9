import type { Metadata } from "next";
import { SignedLinkAction } from "@/components/messaging/signed-link-action";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

/** The newsletter confirmation e-mail's link (double opt-in): the button confirms, opening the page does not. */
export default async function ConfirmNewsletterPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 font-serif text-3xl text-brand-900">Confirm your subscription</h1>
      {typeof token === "string" && token ? (
        <>
          <p className="mb-6 text-stone-700">
            Confirm that you want our newsletter at this address: offers and news now and then, and an unsubscribe link
            in each.
          </p>
          <SignedLinkAction
            action="newsletter.confirm"
            token={token}
            label="Confirm my subscription"
            busyLabel="Confirming..."
          />
        </>
      ) : (
        <p role="alert" className="text-stone-700">
          This link is incomplete. Open the link in your confirmation e-mail again, or subscribe again from the foot of
          any page.
        </p>
      )}
    </main>
  );
}
