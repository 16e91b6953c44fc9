"use client";
import { useEffect } from "react";
import { CheckboxField } from "@/components/forms/form-field";
import { CONSENT_TEXTS, type ConsentState } from "@/lib/domain/consent";
import { apiGet, apiRequest } from "@/lib/ui/api-client";

/** The shopper's consent to order updates on WhatsApp as checkout shows it: null until it is known. */
export type WhatsAppUpdatesChoice = boolean | null;

/** Loads the consent in force, so the box starts as the shopper left it (unticked for one who never said yes). */
export function useWhatsAppUpdatesChoice(set: (choice: WhatsAppUpdatesChoice) => void): void {
  useEffect(() => {
    apiGet<{ consents: ConsentState }>("/api/customer/consents/").then(
      ({ consents }) => set(consents.order_updates_whatsapp),
      // Unknown: the box stays hidden and Place Order records nothing.
      () => set(null),
    );
  }, [set]);
}

/** Records the checkout's choice before the order is placed, so the order's first update already follows it. */
export function saveWhatsAppUpdatesChoice(choice: WhatsAppUpdatesChoice): Promise<unknown> {
  if (choice === null) return Promise.resolve();
  return apiRequest("/api/customer/consents/", {
    method: "PUT",
    body: { source: "checkout", consents: { order_updates_whatsapp: choice } },
  });
}

/** The unticked box that asks for order updates on WhatsApp, with the words the consent is recorded under. */
export function WhatsAppUpdatesBox({
  choice,
  onChange,
}: {
  choice: WhatsAppUpdatesChoice;
  onChange: (choice: boolean) => void;
}) {
  if (choice === null) return null;
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <CheckboxField
        id="whatsapp-updates"
        label="Order updates on WhatsApp"
        checked={choice}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className="ml-6 mt-1 text-xs text-stone-600">{CONSENT_TEXTS.order_updates_whatsapp.text}</p>
    </div>
  );
}
