"use client";
import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { CheckoutSummary } from "@/lib/server/checkout/summary";
import { callApi } from "@/lib/api/client";
import { showAnswer, useApiQuery } from "@/lib/api/query";
import { AUTOSAVE_MS, saveDraft, savedAddresses, savedDraft, withProfile } from "./checkout-draft";
import { CheckoutSummaryPanel } from "./checkout-summary-panel";
import { BusinessBuyerSection } from "./business-buyer-section";
import { ContactSection } from "./contact-section";
import { PaymentMethodSection } from "./payment-method-section";
import { ShippingAddressSection } from "./shipping-address-section";
import { useCheckoutForm } from "./use-checkout-form";
import { useDeliveryCheck } from "./use-delivery-check";
import { useWhatsAppUpdatesChoice, WhatsAppUpdatesBox } from "./whatsapp-updates-box";

const LOAD_FAILED = "Failed to load customer data. Please try again.";

/** SPEC.md section 2 "Checkout": contact, shipping address and payment method open, with the summary beside them. */
export function CheckoutForm({ summary }: { summary: CheckoutSummary }) {
  const form = useCheckoutForm();
  const values = useWatch({ control: form.control });
  const query = useApiQuery("customer.profile");
  const profile = query.data?.data ?? null;
  const restored = useRef(false);
  const [whatsAppUpdates, setWhatsAppUpdates] = useWhatsAppUpdatesChoice();
  const addresses = profile ? savedAddresses(profile) : [];
  const address = addresses.find((entry) => entry.id === values.addressId);
  const delivery = useDeliveryCheck(address?.zip_code);

  // Each profile shown (read, or answered by a change of it) fills the form; the draft once per visit.
  useEffect(() => {
    if (!profile) return;
    const draft = restored.current ? {} : savedDraft();
    restored.current = true;
    form.reset(withProfile(form.getValues(), profile, draft));
  }, [profile, form]);

  /** Reads the profile again and shows it, for a change that does not answer it (Update Profile). */
  const reloadProfile = async () => {
    await showAnswer({ name: "customer.profile" }, () => callApi("customer.profile"));
  };

  useEffect(() => {
    if (!restored.current) return;
    const timer = setTimeout(() => saveDraft(values), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  if (query.error && !query.loading) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{LOAD_FAILED}</p>
        <Button variant="secondary" className="mt-4" onClick={query.reload}>
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
        <ContactSection form={form} onSaved={reloadProfile} />
        <ShippingAddressSection
          addresses={addresses}
          selectedId={values.addressId ?? null}
          onSelect={(addressId) => form.setValue("addressId", addressId, { shouldDirty: true })}
          // The address form showed the profile it answered (with the new address): choose that address.
          onAdded={async (addressId) => {
            if (addressId !== null) form.setValue("addressId", addressId, { shouldDirty: true });
          }}
          onStateConfirmed={async (addressId, state) => {
            await showAnswer({ name: "customer.profile" }, () =>
              callApi("customer.updateAddress", { params: { id: addressId }, body: { state } }),
            );
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
