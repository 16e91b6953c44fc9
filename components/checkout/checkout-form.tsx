"use client";
import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { CheckoutSummary } from "@/lib/server/checkout/summary";
import type { ProfileJson } from "@/lib/server/customers/profile";
import { apiGet, apiRequest } from "@/lib/ui/api-client";
import { AUTOSAVE_MS, saveDraft, savedAddresses, savedDraft, withProfile } from "./checkout-draft";
import { CheckoutSummaryPanel } from "./checkout-summary-panel";
import { BusinessBuyerSection } from "./business-buyer-section";
import { ContactSection } from "./contact-section";
import { PaymentMethodSection } from "./payment-method-section";
import { ShippingAddressSection } from "./shipping-address-section";
import { useCheckoutForm } from "./use-checkout-form";
import { useDeliveryCheck } from "./use-delivery-check";
import { useWhatsAppUpdatesChoice, WhatsAppUpdatesBox, type WhatsAppUpdatesChoice } from "./whatsapp-updates-box";

const LOAD_FAILED = "Failed to load customer data. Please try again.";

/** SPEC.md section 2 "Checkout": contact, shipping address and payment method open, with the summary beside them. */
export function CheckoutForm({ summary }: { summary: CheckoutSummary }) {
  const form = useCheckoutForm();
  const values = useWatch({ control: form.control });
  const [profile, setProfile] = useState<ProfileJson | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const restored = useRef(false);
  const [whatsAppUpdates, setWhatsAppUpdates] = useState<WhatsAppUpdatesChoice>(null);
  useWhatsAppUpdatesChoice(setWhatsAppUpdates);
  const addresses = profile ? savedAddresses(profile) : [];
  const address = addresses.find((entry) => entry.id === values.addressId);
  const delivery = useDeliveryCheck(address?.zip_code);

  const load = useCallback(
    () =>
      apiGet<{ success: boolean; data: ProfileJson }>("/api/customer/profile/").then(
        ({ data }) => {
          const draft = restored.current ? {} : savedDraft();
          restored.current = true;
          setLoadError(null);
          setProfile(data);
          form.reset(withProfile(form.getValues(), data, draft));
        },
        () => setLoadError(LOAD_FAILED),
      ),
    [form],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!restored.current) return;
    const timer = setTimeout(() => saveDraft(values), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  if (loadError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{loadError}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void load()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!profile) {
    return (
      <p className="flex items-center gap-2 text-stone-600">
        <Loader2 aria-hidden className="h-5 w-5 animate-spin" /> Loading your details…
      </p>
    );
  }

  // When the merchant's settings, or the chosen pincode, rule cash on delivery out, online payment is the only choice.
  const codForPincode = delivery.status !== "done" || delivery.check.cod_allowed;
  const codAvailable = summary.codAvailable && codForPincode;
  const paymentMethod = codAvailable ? (values.paymentMethod ?? "cod") : "razorpay";
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <ContactSection form={form} onSaved={load} />
        <ShippingAddressSection
          addresses={addresses}
          selectedId={values.addressId ?? null}
          onSelect={(addressId) => form.setValue("addressId", addressId, { shouldDirty: true })}
          onAdded={async (addressId) => {
            await load();
            if (addressId !== null) form.setValue("addressId", addressId, { shouldDirty: true });
          }}
          onStateConfirmed={async (addressId, state) => {
            await apiRequest(`/api/customer/addresses/${addressId}/`, { method: "PATCH", body: { state } });
            await load();
          }}
          delivery={delivery}
        />
        <PaymentMethodSection
          form={form}
          paymentMethod={paymentMethod}
          codAvailable={codAvailable}
          codUnavailableReason={
            summary.codAvailable ? "Not available for this delivery pincode." : "Not available for this order."
          }
        />
        <BusinessBuyerSection form={form} />
        <WhatsAppUpdatesBox choice={whatsAppUpdates} onChange={setWhatsAppUpdates} />
      </div>
      <CheckoutSummaryPanel
        form={form}
        summary={summary}
        address={address}
        delivery={delivery}
        paymentMethod={paymentMethod}
        whatsAppUpdates={whatsAppUpdates}
      />
    </div>
  );
}
