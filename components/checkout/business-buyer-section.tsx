"use client";
import { Building2 } from "lucide-react";
import { TextField } from "@/components/forms/form-field";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutFormApi } from "./use-checkout-form";

/** Optional: a business buyer's GSTIN and name, printed on a B2B tax invoice. */
export function BusinessBuyerSection({ form }: { form: CheckoutFormApi }) {
  return (
    <CheckoutSection icon={<Building2 aria-hidden className="h-5 w-5" />} title="Buying for a business? (optional)">
      <p className="mb-3 text-sm text-stone-600">
        Add your GSTIN to get a GST tax invoice in your business&apos;s name. The GSTIN must be registered in the
        delivery address&apos;s state.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="buyerGstin"
          id="buyer-gstin"
          label="GSTIN"
          autoComplete="off"
          placeholder="e.g. 29AAGCB7383J1Z4"
          maxLength={20}
        />
        <TextField
          form={form}
          name="buyerBusinessName"
          id="buyer-business-name"
          label="Business name"
          autoComplete="organization"
        />
      </div>
    </CheckoutSection>
  );
}
