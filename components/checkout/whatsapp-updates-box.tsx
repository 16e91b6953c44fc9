"use client";
import { useState } from "react";
import { CheckboxField } from "@/components/forms/form-field";
import { callApi } from "@/lib/api/client";
import { invalidate, useApiQuery } from "@/lib/api/query";
import { CONSENT_TEXTS } from "@/lib/domain/consent";

/** The shopper's consent to order updates on WhatsApp as checkout shows it: null until it is known. */
export type WhatsAppUpdatesChoice = boolean | null;

/**
 * The box's state: the consent in force ("customer.consents"), so the box starts as the shopper left it
 * (unticked for one who never said yes), until the shopper ticks or unticks it. While the consent is
 * unknown (loading, or its read failed) the choice is null: the box stays hidden and Place Order records nothing.
 */
export function useWhatsAppUpdatesChoice(): [WhatsAppUpdatesChoice, (choice: boolean) => void] {
  const inForce = useApiQuery("customer.consents").data?.consents.order_updates_whatsapp ?? null;
  const [chosen, setChosen] = useState<boolean | null>(null);
  return [inForce === null ? null : (chosen ?? inForce), setChosen];
}

/** Records the checkout's choice before the order is placed, so the order's first update already follows it. */
export async function saveWhatsAppUpdatesChoice(choice: WhatsAppUpdatesChoice): Promise<void> {
  if (choice === null) return;
  await callApi("customer.setConsents", {
    body: { source: "checkout", consents: { order_updates_whatsapp: choice } },
  });
  invalidate("customer.consents");
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
