"use client";
import { MapPin } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { type DeliveryCheck, isPincode, PINCODE_MESSAGE } from "@/lib/domain/delivery";
import { useApiQuery } from "@/lib/api/query";
import { messageOf } from "@/lib/ui/api-client";
import { formatDay } from "@/lib/domain/format";
import { SHOPPER_STORAGE } from "@/lib/ui/shopper-storage";
import { InputField } from "@/components/forms/form-field";

/** The pincode a visitor checked, kept for the visit (the tab's session), so every product page shows it. */
const DELIVERY_PINCODE_KEY = SHOPPER_STORAGE.deliveryPincode;

function rememberedPincode(): string {
  try {
    return sessionStorage.getItem(DELIVERY_PINCODE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** "Check delivery": a 6-digit pincode -> serviceable or not, cash on delivery or not, and the estimated delivery date. */
export function DeliveryCheckPanel() {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** The pincode asked about ("delivery.check"), null while none is. */
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useApiQuery("delivery.check", { query: { pincode: asked ?? "" } }, { enabled: asked !== null });
  const checking = answer.loading;

  function check(value: string) {
    // The rule, not the zod schema: zod would be the largest script of the product page.
    const pincode = value.trim();
    if (!isPincode(pincode)) {
      setFieldError(PINCODE_MESSAGE);
      // The answer shown belonged to the pincode checked before: it does not stay under the new one's error.
      setAsked(null);
      return;
    }
    setFieldError(null);
    if (pincode === asked) answer.reload();
    else setAsked(pincode);
  }

  const checked = answer.data?.pincode;
  useEffect(() => {
    if (!checked) return;
    try {
      sessionStorage.setItem(DELIVERY_PINCODE_KEY, checked);
    } catch {
      // Storage refused (private mode): the check still shows, it is just not remembered.
    }
  }, [checked]);

  useEffect(() => {
    const remembered = rememberedPincode();
    if (!remembered) return;
    // A pincode checked earlier in this visit is checked again for this product page.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser storage, which the server render cannot
    setTyped(remembered);
    setAsked(remembered);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    check(typed);
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 font-medium text-stone-800">
        <MapPin aria-hidden className="h-4 w-4 text-brand-600" /> Check delivery
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-2">
        <InputField
          id={inputId}
          label="Pincode"
          labelClassName="sr-only"
          error={fieldError ? { message: fieldError } : undefined}
          className="min-w-0 flex-1"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit pincode"
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking ? "Checking..." : "Check"}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {answer.error && !checking && (
          <p role="alert" className="text-red-700">
            {messageOf(answer.error, "Could not check delivery. Please try again.")}
          </p>
        )}
        {answer.data && <DeliveryResult check={answer.data} />}
      </div>
    </section>
  );
}

function DeliveryResult({ check }: { check: DeliveryCheck }) {
  if (!check.serviceable || !check.estimated_delivery) {
    return (
      <p data-testid="delivery-result" className="font-medium text-red-700">
        Sorry, we do not deliver to {check.pincode} yet.
      </p>
    );
  }
  const place = [check.city, check.state].filter(Boolean).join(", ");
  return (
    <ul data-testid="delivery-result" className="space-y-1 text-stone-700">
      <li className="font-medium text-brand-700">
        Delivers to {check.pincode}
        {place ? ` (${place})` : ""}
      </li>
      <li>
        Estimated delivery by <span className="font-medium">{formatDay(check.estimated_delivery)}</span>
      </li>
      <li>{check.cod_allowed ? "Cash on delivery available" : "Cash on delivery not available: pay online"}</li>
    </ul>
  );
}
