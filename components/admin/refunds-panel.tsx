"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Radio } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { StatusBadge } from "@/components/ui/status-badge";
import { Textarea } from "@/components/ui/textarea";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { callApi } from "@/lib/api/client";
import { apiPath } from "@/lib/api/links";
import { invalidate, useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { counted } from "@/lib/domain/plural";
import type { OrderRefundsJson, RefundPreviewJson } from "@/lib/server/orders/partial-refunds";
import { messageOf } from "@/lib/ui/api-client";
import { useAction, useSubmit } from "@/lib/ui/use-submit";

type Mode = "lines" | "amount";
type Choice = { mode: Mode; units: Record<number, string>; shipping: boolean; amount: string };

const METHOD_LABELS = { razorpay: "Razorpay", upi: "UPI", bank_transfer: "Bank transfer" } as const;

/** A key per confirmation: a second click, or a retry of the same confirmation, refunds once. */
const newKey = () => crypto.randomUUID();

/**
 * The admin order page's Refunds panel (issue #29): what the order paid, refunded and has left; a
 * partial refund by lines and units (with the shipping charge) or by an amount, previewed by the
 * server (amount, tax, units to restock) before Confirm; and the refunds made, with their credit notes.
 */
export function RefundsPanel({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const refunds = useApiQuery("admin.refunds.list", { params: { id: orderId } });
  return (
    <section aria-labelledby="refunds-title" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="refunds-title" className="mb-3 font-serif text-lg text-brand-900">
        Refunds
      </h2>
      {refunds.error ? (
        <ErrorState message="Failed to load the refunds" onRetry={refunds.reload} />
      ) : !refunds.data ? (
        <LoadingState label="Loading refunds..." />
      ) : (
        <RefundsBody data={refunds.data} onDone={onDone} />
      )}
    </section>
  );
}

function RefundsBody({ data, onDone }: { data: OrderRefundsJson; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="refund-totals">
        <Figure label="Paid" value={data.paid} />
        <Figure label="Refunded" value={data.refunded} />
        <Figure label="Remaining" value={data.remaining} />
      </dl>
      {data.refusal ? (
        <p role="note" className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          {data.refusal}
        </p>
      ) : (
        <RefundForm data={data} onDone={onDone} />
      )}
      <RefundList data={data} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-stone-50 p-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{formatRupees(value)}</dd>
    </div>
  );
}

function bodyOf(choice: Choice, data: OrderRefundsJson) {
  if (choice.mode === "amount") return { mode: "amount" as const, amount: Number(choice.amount) };
  return {
    mode: "lines" as const,
    lines: data.lines
      .filter((line) => line.item_id !== null && Number(choice.units[line.item_id] ?? 0) > 0)
      .map((line) => ({ item_id: line.item_id!, quantity: Number(choice.units[line.item_id!]) })),
    shipping: choice.shipping,
  };
}

function RefundForm({ data, onDone }: { data: OrderRefundsJson; onDone: () => void }) {
  const cod = data.payment_method === "cod";
  const [choice, setChoice] = useState<Choice>({ mode: "lines", units: {}, shipping: false, amount: "" });
  const [reason, setReason] = useState("");
  const [restock, setRestock] = useState(false);
  const [paidBy, setPaidBy] = useState<"upi" | "bank_transfer">("upi");
  const [reference, setReference] = useState("");
  const [preview, setPreview] = useState<{ answer: RefundPreviewJson; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const itemLines = data.lines.filter((line) => line.kind === "item" && line.quantity_left > 0);
  const shipping = data.lines.find((line) => line.kind === "shipping" && line.amount_left > 0);

  function change(next: Partial<Choice>) {
    setChoice({ ...choice, ...next });
    setPreview(null);
    setError(null);
    setDone(null);
  }

  const showPreview = () =>
    submit(
      async () => {
        setError(null);
        const answer = await callApi("admin.refunds.preview", {
          params: { id: data.order_id },
          body: bodyOf(choice, data),
        });
        setPreview({ answer, key: newKey() });
      },
      (failure) => setError(messageOf(failure, "The refund could not be previewed")),
    );

  const confirm = () =>
    preview &&
    submit(
      async () => {
        setError(null);
        const { refund } = await callApi("admin.refunds.create", {
          params: { id: data.order_id },
          body: {
            ...bodyOf(choice, data),
            reason: reason.trim(),
            restock: choice.mode === "lines" && restock,
            idempotency_key: preview.key,
            ...(cod ? { paid_by: paidBy, reference: reference.trim() } : {}),
          },
        });
        setPreview(null);
        setChoice({ mode: choice.mode, units: {}, shipping: false, amount: "" });
        setReason("");
        setReference("");
        setDone(
          refund.status === "processed"
            ? `Refunded ${formatRupees(refund.amount)}${refund.credit_note ? `: credit note ${refund.credit_note.number}` : ""}.`
            : `Refund of ${formatRupees(refund.amount)} sent to Razorpay: it completes when Razorpay confirms it.`,
        );
        invalidate("admin.refunds.list");
        onDone();
      },
      (failure) => setError(messageOf(failure, "The refund failed")),
    );

  const ready = Boolean(reason.trim()) && (!cod || Boolean(reference.trim()));

  return (
    <div className="space-y-3 rounded-lg border border-stone-200 p-3">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium text-stone-700">Refund</legend>
        <label className="flex items-center gap-2">
          <Radio name="refund-mode" checked={choice.mode === "lines"} onChange={() => change({ mode: "lines" })} />
          Items
        </label>
        <label className="flex items-center gap-2">
          <Radio name="refund-mode" checked={choice.mode === "amount"} onChange={() => change({ mode: "amount" })} />
          An amount (goodwill)
        </label>
      </fieldset>
      {choice.mode === "lines" ? (
        <div className="space-y-2">
          {itemLines.length === 0 && <p className="text-sm text-stone-600">Every unit has been refunded.</p>}
          {itemLines.map((line) => (
            <label key={line.item_id} className="flex items-center justify-between gap-3 text-sm text-stone-700">
              <span>
                {line.description}
                <span className="block text-xs text-stone-500">
                  {counted(line.quantity_left, "unit")} left of {line.quantity}, {formatRupees(line.amount_left)}
                </span>
              </span>
              <Input
                type="number"
                min={0}
                max={line.quantity_left}
                inputMode="numeric"
                aria-label={`Units of ${line.description} to refund`}
                value={choice.units[line.item_id!] ?? ""}
                onChange={(event) => change({ units: { ...choice.units, [line.item_id!]: event.target.value } })}
                className="w-20 text-sm"
              />
            </label>
          ))}
          {shipping && (
            <label className="flex items-center gap-2 text-sm text-stone-700">
              <Checkbox checked={choice.shipping} onChange={(event) => change({ shipping: event.target.checked })} />
              The shipping charge ({formatRupees(shipping.amount_left)})
            </label>
          )}
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />
            Put the refunded units back in stock (the goods came back)
          </label>
        </div>
      ) : (
        <label className="block text-sm font-medium text-stone-700">
          Amount in rupees (at most {formatRupees(data.remaining)})
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={choice.amount}
            onChange={(event) => change({ amount: event.target.value })}
            className="mt-1 w-40 text-sm"
          />
        </label>
      )}
      <label className="block text-sm font-medium text-stone-700">
        Reason for this refund (required)
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          className="mt-1 text-sm"
        />
      </label>
      {cod && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-stone-700">
            Paid to the customer by
            <Select
              value={paidBy}
              onChange={(event) => setPaidBy(event.target.value as "upi" | "bank_transfer")}
              className="mt-1 text-sm"
            >
              <option value="upi">UPI</option>
              <option value="bank_transfer">Bank transfer</option>
            </Select>
          </label>
          <label className="block text-sm font-medium text-stone-700">
            Reference (UTR)
            <Input value={reference} onChange={(event) => setReference(event.target.value)} className="mt-1 text-sm" />
          </label>
          <p className="text-xs text-stone-500 sm:col-span-2">
            A cash-on-delivery refund is paid by you outside the shop: record it once it is paid.
          </p>
        </div>
      )}
      {preview && <Preview answer={preview.answer} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={showPreview}>
          Preview refund
        </Button>
        {preview && (
          <Button size="sm" variant="danger" disabled={busy || !ready} onClick={confirm}>
            {busy ? "Working..." : `Confirm refund of ${formatRupees(preview.answer.amount)}`}
          </Button>
        )}
      </div>
    </div>
  );
}

function Preview({ answer }: { answer: RefundPreviewJson }) {
  return (
    <div data-testid="refund-preview" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        Refund {formatRupees(answer.amount)} (taxable value {formatRupees(answer.taxable_value)}, GST{" "}
        {formatRupees(answer.tax)})
      </p>
      <ul className="mt-1 list-disc pl-5">
        {answer.lines.map((line, index) => (
          <li key={index}>
            {line.description}
            {line.quantity > 0 ? ` × ${line.quantity}` : ""}: {formatRupees(line.amount)} (GST {line.gst_rate}%:{" "}
            {formatRupees(line.tax)})
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {answer.restock.length > 0
          ? `Restock if ticked: ${answer.restock.map((unit) => `${unit.description} × ${unit.quantity}`).join(", ")}.`
          : "Nothing is restocked."}{" "}
        Left to refund after it: {formatRupees(answer.remaining_after)}.
      </p>
    </div>
  );
}

/** Retries a failed refund (a part Razorpay refused, or one failed at the bank) once (docs/refunds.md). */
function RetryRefund({ orderId, refundId }: { orderId: number; refundId: string }) {
  const { busy, error, run } = useAction("The retry failed");
  const retry = () =>
    run(async () => {
      await callApi("admin.refunds.retry", { params: { id: orderId, refundId } });
      invalidate("admin.refunds.list");
    });
  return (
    <span className="mt-1 block">
      <Button type="button" variant="secondary" onClick={retry} disabled={busy}>
        Retry
      </Button>
      {error ? (
        <span role="alert" className="block text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}

function RefundList({ data }: { data: OrderRefundsJson }) {
  if (data.refunds.length === 0) return <p className="text-sm text-stone-600">No refunds yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Refunds made">
        <thead className="border-b border-stone-200 text-left text-stone-600">
          <tr>
            <th className="py-2 font-medium">When</th>
            <th className="py-2 text-right font-medium">Amount</th>
            <th className="py-2 font-medium">How</th>
            <th className="py-2 font-medium">Status</th>
            <th className="py-2 font-medium">Credit note</th>
          </tr>
        </thead>
        <tbody>
          {data.refunds.map((refund) => (
            <tr key={refund.id} className="border-b border-stone-100 align-top">
              <td className="py-2">
                {formatDateTime(refund.created_at)}
                <span className="block text-xs text-stone-500">
                  {refund.kind === "full" ? "Whole payment" : refund.reason}
                  {refund.created_by ? ` · ${refund.created_by}` : ""}
                </span>
              </td>
              <td className="py-2 text-right">{formatRupees(refund.amount)}</td>
              <td className="py-2">
                {METHOD_LABELS[refund.method]}
                {refund.reference ? <span className="block text-xs text-stone-500">{refund.reference}</span> : null}
              </td>
              <td className="py-2">
                <StatusBadge status={refund.status} />
                {refund.retryable ? <RetryRefund orderId={data.order_id} refundId={refund.id} /> : null}
              </td>
              <td className="py-2">
                {refund.credit_note ? (
                  <a
                    href={apiPath("admin.refunds.creditNotePdf", {
                      params: { id: data.order_id, noteId: refund.credit_note.id },
                    })}
                    download
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {refund.credit_note.number}
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
