"use client";
import { useEffect, useState } from "react";
import { CheckboxField, FormAlert } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { CONSENT_PURPOSES, CONSENT_TEXTS, NO_CONSENT, type ConsentState } from "@/lib/domain/consent";
import { apiGet, apiRequest } from "@/lib/ui/api-client";
import { consentChoicesSchema } from "@/lib/validation/messaging/consents";

const LABELS = {
  order_updates_whatsapp: "Order updates on WhatsApp",
  marketing_email: "Offers and news by e-mail",
  marketing_whatsapp: "Offers and news on WhatsApp",
} as const;

/** The shopper's consents, each with the words it was given under; saving records only what changed. */
export function NotificationPreferences() {
  const form = useZodForm(consentChoicesSchema, NO_CONSENT);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    apiGet<{ consents: ConsentState }>("/api/customer/consents/").then(
      ({ consents }) => {
        form.reset(consents);
        setLoaded(true);
      },
      (error: unknown) => showRefusal(form, error, "Failed to load your preferences. Please reload the page."),
    );
  }, [form]);

  const save = form.handleSubmit(async (consents) => {
    setSaved(false);
    try {
      const answer = await apiRequest<{ consents: ConsentState }>("/api/customer/consents/", {
        method: "PUT",
        body: { source: "preferences", consents },
      });
      form.reset(answer.consents);
      setSaved(true);
    } catch (error) {
      showRefusal(form, error, "Failed to save your preferences. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-5" noValidate>
      <p className="text-sm text-stone-600">
        Order e-mails (confirmation, shipping, delivery) are part of your purchase. Everything else is sent only if you
        say so here, and you can change your mind at any time.
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <div key={purpose}>
          <CheckboxField
            id={`consent-${purpose}`}
            label={LABELS[purpose]}
            disabled={!loaded}
            {...form.register(purpose)}
          />
          <p className="ml-6 mt-1 text-xs text-stone-600">{CONSENT_TEXTS[purpose].text}</p>
        </div>
      ))}
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {saved && (
        <p role="status" className="text-sm text-brand-700">
          Your preferences are saved.
        </p>
      )}
      <Button type="submit" disabled={!loaded || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving..." : "Save preferences"}
      </Button>
    </form>
  );
}
