"use client";

import { useState } from "react";
import { FormAlert, TextField } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatLongDay } from "@/lib/domain/format";
import { shopDay, startOfShopDay } from "@/lib/domain/shop-days";
import type { CustomerNdrJson } from "@/lib/server/orders/ndr";
import { shopperNdrAnswerBody } from "@/lib/validation/orders/ndr";

/**
 * The shopper's order page when the courier could not deliver: the latest attempt and its reason, and
 * "Deliver again" with a day, and optionally a phone and an address line for the courier (docs/ndr-rto.md).
 * Nothing shows while the parcel has no failed attempt.
 */
export function OrderDeliveryAttempt({ orderId }: { orderId: number }) {
  const ndr = useApiQuery("account.ndr.get", { params: { orderId } });
  if (ndr.error)
    return (
      <div role="alert" className={`${BOX} border-red-200 bg-red-50 text-sm text-red-800`}>
        <p>The delivery attempts of this order could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={ndr.reload}>
          Retry
        </Button>
      </div>
    );
  // While loading, nothing: most orders have no failed attempt and the page must not jump for them.
  if (!ndr.data?.attempt) return null;
  return <AttemptPanel orderId={orderId} ndr={ndr.data} attempt={ndr.data.attempt} onAnswered={ndr.reload} />;
}

const BOX = "mx-auto mt-6 max-w-3xl rounded-2xl border p-6 shadow-sm";

function AttemptPanel({
  orderId,
  ndr,
  attempt,
  onAnswered,
}: {
  orderId: number;
  ndr: CustomerNdrJson;
  attempt: NonNullable<CustomerNdrJson["attempt"]>;
  onAnswered: () => void;
}) {
  return (
    <section aria-labelledby="delivery-attempt-title" className={`${BOX} border-amber-200 bg-amber-50`}>
      <h2 id="delivery-attempt-title" className="font-serif text-xl text-brand-900">
        We could not deliver your parcel
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Attempt {attempt.attempt} on {formatDateTime(attempt.occurred_at)}: {attempt.reason}
      </p>
      {ndr.answer ? (
        <p role="status" className="mt-3 text-sm text-stone-800">
          {answerText(ndr.answer)}
        </p>
      ) : ndr.can_answer ? (
        <DeliverAgainForm orderId={orderId} attempt={attempt.attempt} address={ndr.address} onDone={onAnswered} />
      ) : null}
    </section>
  );
}

function answerText(answer: NonNullable<CustomerNdrJson["answer"]>): string {
  if (answer.action === "return") return "This parcel is on its way back to us; we will write to you about it.";
  const day = answer.date ? ` on ${formatLongDay(startOfShopDay(answer.date))}` : "";
  return answer.by_you
    ? `You asked for another delivery${day}. The courier has been told.`
    : `We have asked the courier to deliver again${day}.`;
}

function DeliverAgainForm({
  orderId,
  attempt,
  address,
  onDone,
}: {
  orderId: number;
  attempt: number;
  address: string;
  onDone: () => void;
}) {
  const today = shopDay(new Date());
  const form = useZodForm(shopperNdrAnswerBody, { attempt, date: today, phone: "", address_line: "" });
  const [sent, setSent] = useState(false);
  const send = form.handleSubmit(async (body) => {
    try {
      await callApi("account.ndr.answer", { params: { orderId }, body });
      setSent(true);
      onDone();
    } catch (error) {
      showRefusal(form, error, "Your answer could not be sent. Please try again.");
    }
  });
  if (sent) return null;
  return (
    <form onSubmit={(event) => void send(event)} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">
        Delivering to {address}. Tell us when to try again; add a phone number or directions if that helps the courier.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="date" id="ndr-date" label="Deliver on" type="date" min={today} />
        <TextField
          form={form}
          name="phone"
          id="ndr-phone"
          label="Phone for the courier (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <TextField
        form={form}
        name="address_line"
        id="ndr-address-line"
        label="Landmark or directions (optional)"
        maxLength={150}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending..." : "Deliver again"}
      </Button>
    </form>
  );
}
