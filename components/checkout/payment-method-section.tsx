"use client";
import { CreditCard, Truck } from "lucide-react";
import { FormField } from "@/components/forms/form-field";
import { cn } from "@/lib/ui/cn";
import { ORDER_NOTES_MAX, type CheckoutPaymentMethod } from "@/lib/validation/checkout";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutFormApi } from "./use-checkout-form";
import { Textarea } from "@/components/ui/textarea";

/** Payment Method: cash on delivery (when the merchant's settings and the delivery pincode allow it) or online, and the order notes. */
export function PaymentMethodSection({
  form,
  paymentMethod,
  codAvailable,
  codUnavailableReason,
}: {
  form: CheckoutFormApi;
  paymentMethod: CheckoutPaymentMethod;
  codAvailable: boolean;
  codUnavailableReason: string;
}) {
  const choose = (method: CheckoutPaymentMethod) => form.setValue("paymentMethod", method, { shouldDirty: true });
  return (
    <CheckoutSection icon={<CreditCard aria-hidden className="h-5 w-5" />} title="Payment Method">
      <div role="radiogroup" aria-label="Payment method" className="space-y-3">
        <PaymentOption
          value="cod"
          current={paymentMethod}
          disabled={!codAvailable}
          onSelect={choose}
          title="Cash on Delivery"
          detail={codAvailable ? "Pay when your order arrives." : codUnavailableReason}
        />
        <PaymentOption
          value="razorpay"
          current={paymentMethod}
          onSelect={choose}
          title="Pay Online (Razorpay)"
          detail="Cards, UPI and wallets, paid securely through Razorpay."
        />
      </div>
      <FormField
        id="checkout-notes"
        label="Order notes (optional)"
        className="mt-4"
        labelClassName="block text-sm font-medium text-stone-700"
      >
        <Textarea
          {...form.register("notes")}
          id="checkout-notes"
          maxLength={ORDER_NOTES_MAX}
          className="mt-1 text-sm"
          rows={2}
        />
      </FormField>
    </CheckoutSection>
  );
}

type PaymentOptionProps = {
  value: CheckoutPaymentMethod;
  current: CheckoutPaymentMethod;
  disabled?: boolean;
  onSelect: (value: CheckoutPaymentMethod) => void;
  title: string;
  detail: string;
};

function PaymentOption({ value, current, disabled = false, onSelect, title, detail }: PaymentOptionProps) {
  const selected = value === current;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={() => onSelect(value)}
      className={cn(
        "flex w-full items-start gap-3 rounded-xl border p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
        selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-100" : "border-stone-200 hover:border-brand-300",
      )}
    >
      {value === "cod" ? (
        <Truck aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />
      ) : (
        <CreditCard aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />
      )}
      <span>
        <span className="block font-medium text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">{detail}</span>
      </span>
    </button>
  );
}
