"use client";

import { photosUploading, ReturnPhotoPicker, uploadedPhotos, type ReturnPhotoItem } from "./return-photo-picker";
import { ReturnPhotos } from "./return-photos";
import Link from "next/link";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/components/ui/status-badge";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { isUpiId } from "@/lib/domain/returns";
import type { CustomerReturnsJson } from "@/lib/server/returns/returns";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

/** The colour of a return's status badge. */
const TONE: Record<string, string> = {
  requested: "pending",
  approved: "confirmed",
  rejected: "cancelled",
  pickup_scheduled: "processing",
  in_transit: "shipped",
  received: "processing",
  refunded: "refunded",
  closed: "refunded",
};

/**
 * The shopper's order page: "Return items" on a delivered order within the returns window (lines and
 * units, reason, note, and for cash on delivery the UPI ID of the refund), then each return's
 * status at every step (docs/returns.md). Nothing shows for an order that has no returns and cannot have one.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const returns = useApiQuery("account.returns.list", { params: { orderId } });
  const [open, setOpen] = useState(false);
  if (returns.error)
    return (
      <div
        role="alert"
        className="mx-auto mt-6 max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>Your returns could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={returns.reload}>
          Retry
        </Button>
      </div>
    );
  if (!returns.data) return <Spinner label="Loading returns…" />;
  const data = returns.data;
  if (data.returns.length === 0 && data.refusal) return null;
  return (
    <section
      aria-labelledby="order-returns-title"
      data-testid="order-returns"
      className="mx-auto mt-6 max-w-3xl rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns-title" className="font-serif text-xl text-brand-900">
          Returns
        </h2>
        {!data.refusal && !open && <Button onClick={() => setOpen(true)}>Return items</Button>}
      </div>
      {data.deadline && !data.refusal && (
        <p className="mt-1 text-sm text-stone-600">
          You can ask for a return until {formatDateTime(data.deadline)} ({data.window_days} days after delivery).
        </p>
      )}
      {open && !data.refusal && (
        <ReturnForm
          data={data}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            returns.reload();
          }}
        />
      )}
      {data.returns.length > 0 && (
        <ul className="mt-4 space-y-4 text-sm">
          {data.returns.map((request) => (
            <li key={request.id} data-testid="return-card" className="rounded-xl border border-stone-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">Return {request.number}</span>
                <StatusBadge status={TONE[request.status] ?? request.status} data-testid="return-status">
                  {request.status_label}
                </StatusBadge>
              </div>
              <p className="mt-1 text-stone-600">
                {request.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ")} · {request.reason}
              </p>
              <ReturnPhotos photos={request.photos} label="Your photos" />
              {request.rejection_reason && <p className="mt-1 text-red-700">Reason: {request.rejection_reason}</p>}
              {request.pickup_instructions && <p className="mt-1 text-stone-700">{request.pickup_instructions}</p>}
              {request.tracking_number && (
                <Link href={`/track/${request.tracking_number}`} className="mt-1 inline-block text-brand-700 underline">
                  Track the pickup ({request.tracking_number})
                </Link>
              )}
              {request.refund_upi && <p className="mt-1 text-stone-600">Refund to UPI ID {request.refund_upi}</p>}
              {request.can_cancel && (
                <CancelReturn
                  orderId={data.order_id}
                  returnId={request.id}
                  number={request.number}
                  onDone={returns.reload}
                />
              )}
              <ol className="mt-2 space-y-0.5 text-xs text-stone-500">
                {request.steps.map((step) => (
                  <li key={step.status}>
                    {step.label}: {formatDateTime(step.at)}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Cancel this return" while the pickup is not booked (docs/returns.md), after a confirmation; the refusal shown. */
function CancelReturn({
  orderId,
  returnId,
  number,
  onDone,
}: {
  orderId: number;
  returnId: number;
  number: string;
  onDone: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const cancel = () =>
    submit(
      async () => {
        setError(null);
        await callApi("account.returns.cancel", { params: { orderId, returnId } });
        onDone();
      },
      (failure) => setError(messageOf(failure, "Your return could not be cancelled. Try again.")),
    );
  return (
    <div className="mt-2">
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={busy}>
            {busy ? "Cancelling…" : "Cancel this return"}
          </Button>
        }
        title={`Cancel return ${number}?`}
        description="Nothing will be collected and nothing refunded for it. You can ask again while the return window is open."
        confirmLabel="Cancel the return"
        onConfirm={cancel}
      />
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ReturnForm({
  data,
  onCancel,
  onDone,
}: {
  data: CustomerReturnsJson;
  onCancel: () => void;
  onDone: () => void;
}) {
  const cod = data.payment_method === "cod";
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [upi, setUpi] = useState("");
  const [photos, setPhotos] = useState<ReturnPhotoItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const uploading = photosUploading(photos);
  const chosen = data.lines.filter((line) => (units[line.item_id] ?? 0) > 0);

  function check(): string | null {
    if (chosen.length === 0) return "Choose at least one item to return.";
    if (!reason) return "Choose a reason for the return.";
    if (cod && !isUpiId(upi.trim())) return "Enter a UPI ID such as name@okaxis.";
    if (uploading) return "Wait until your photos are uploaded.";
    return null;
  }

  const send = () => {
    const problem = check();
    if (problem) return setError(problem);
    submit(
      async () => {
        setError(null);
        await callApi("account.returns.create", {
          params: { orderId: data.order_id },
          body: {
            lines: chosen.map((line) => ({ item_id: line.item_id, quantity: units[line.item_id] })),
            reason,
            note,
            ...(cod ? { upi_id: upi.trim() } : {}),
            photos: uploadedPhotos(photos),
          },
        });
        onDone();
      },
      (failure) => setError(messageOf(failure, "Your return could not be sent")),
    );
  };

  return (
    <form
      className="mt-4 space-y-4 rounded-xl bg-stone-50 p-4"
      aria-label="Return items"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-700">Items to return</legend>
        {data.lines.map((line) => (
          <label key={line.item_id} className="flex items-center justify-between gap-3 text-sm text-stone-700">
            <span>
              {line.name}
              {line.unit && <span className="text-stone-500"> · {line.unit}</span>}
              {!line.returnable && (
                <span className="block text-xs text-stone-500">Not returnable under our policy</span>
              )}
            </span>
            <Select
              aria-label={`Units of ${line.name} to return`}
              fit
              disabled={line.returnable_quantity === 0}
              value={String(units[line.item_id] ?? 0)}
              onChange={(event) => setUnits({ ...units, [line.item_id]: Number(event.target.value) })}
            >
              {Array.from({ length: line.returnable_quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </Select>
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-medium text-stone-700">
        Reason
        <Select value={reason} onChange={(event) => setReason(event.target.value)} className="mt-1">
          <option value="">Choose a reason</option>
          {data.reasons.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </Select>
      </label>
      <label className="block text-sm font-medium text-stone-700">
        Note (optional)
        <Textarea value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} className="mt-1" />
      </label>
      <ReturnPhotoPicker orderId={data.order_id} items={photos} onChange={setPhotos} disabled={busy} />
      {cod && (
        <label className="block text-sm font-medium text-stone-700">
          UPI ID for your refund
          <Input
            value={upi}
            autoComplete="off"
            placeholder="name@okaxis"
            onChange={(event) => setUpi(event.target.value)}
            className="mt-1"
          />
          <span className="mt-1 block text-xs font-normal text-stone-500">
            Kept only until the refund is paid, and shown masked.
          </span>
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? "Sending…" : uploading ? "Uploading photos…" : "Send return request"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
