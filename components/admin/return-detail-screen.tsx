"use client";
import { ReturnPhotos } from "@/components/orders/return-photos";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { StatusBadge } from "@/components/ui/status-badge";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from "@/lib/domain/shipment-status";
import type { RefundPreviewJson } from "@/lib/server/orders/partial-refunds";
import type { AdminReturnJson } from "@/lib/server/returns/returns";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";
import { RETURN_TONE } from "./return-list-screen";

/** One return (docs/returns.md): its lines and steps, and the action its status calls for. */
export function ReturnDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const record = useApiQuery("admin.returns.get", { params: { id } });
  return (
    <div className="space-y-6">
      <Link href="/admin/returns" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Returns
      </Link>
      {record.error ? (
        <ErrorState message="Failed to load the return" onRetry={record.reload} />
      ) : !record.data ? (
        <LoadingState label="Loading return..." />
      ) : (
        <ReturnBody data={record.data} onChange={record.reload} />
      )}
    </div>
  );
}

function ReturnBody({ data, onChange }: { data: AdminReturnJson; onChange: () => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl text-brand-900">Return {data.number}</h1>
        <StatusBadge status={RETURN_TONE[data.status] ?? data.status} size="md" data-testid="return-status">
          {data.status_label}
        </StatusBadge>
      </div>
      <section className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        <p>
          Order{" "}
          <Link href={`/admin/orders/${data.order_id}`} className="font-medium text-brand-700 hover:underline">
            {data.order_number}
          </Link>{" "}
          · {data.customer_name} · {data.payment_method === "cod" ? "Cash on delivery" : "Paid online"}
        </p>
        <p>
          Reason: <span className="font-medium">{data.reason}</span>
          {data.note && <span className="block text-stone-600">“{data.note}”</span>}
        </p>
        <ReturnPhotos photos={data.photos} label="The shopper's photos" />
        {data.refund_upi && <p>Refund to UPI ID {data.refund_upi}</p>}
        {data.rejection_reason && <p className="text-red-700">Rejected: {data.rejection_reason}</p>}
        {data.tracking_number && (
          <p>
            Reverse pickup: {data.courier_name} AWB{" "}
            <Link href={`/track/${data.tracking_number}`} className="font-mono text-brand-700 hover:underline">
              {data.tracking_number}
            </Link>{" "}
            ({SHIPMENT_STATUS_LABELS[(data.shipment_status ?? "created") as ShipmentStatus] ?? data.shipment_status})
          </p>
        )}
        {data.pickup_instructions && !data.tracking_number && <p>{data.pickup_instructions}</p>}
        {data.booking_error && (
          <p role="alert" className="text-red-700 sm:col-span-2">
            The pickup could not be booked: {data.booking_error}
          </p>
        )}
      </section>
      <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-serif text-lg text-brand-900">Items</h2>
        <table className="w-full text-sm">
          <thead className="text-left text-stone-600">
            <tr>
              <th className="py-1">Item</th>
              <th>Units</th>
              <th>Price</th>
              <th>Restocked</th>
              <th>Written off</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.id} className="border-t border-stone-100">
                <td className="py-1">
                  {line.name}
                  {line.sku && <span className="block text-xs text-stone-500">{line.sku}</span>}
                </td>
                <td>{line.quantity}</td>
                <td>{formatRupees(line.unit_price)}</td>
                <td>{line.restocked ?? "—"}</td>
                <td>{line.written_off ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Actions data={data} onChange={onChange} />
      <section className="rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
        <h2 className="mb-2 font-serif text-lg text-brand-900">History</h2>
        <ol className="space-y-1">
          {data.steps.map((step) => (
            <li key={step.status}>
              <span className="font-medium">{step.label}</span> · {formatDateTime(step.at)} · {step.by}
              {step.note && <span className="text-stone-600"> · {step.note}</span>}
            </li>
          ))}
          {data.scans.map((scan, index) => (
            <li key={`scan-${index}`} className="text-stone-600">
              Courier: {SHIPMENT_STATUS_LABELS[scan.status as ShipmentStatus] ?? scan.status} ·{" "}
              {formatDateTime(scan.occurred_at)} {scan.location && `· ${scan.location}`}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function useAction(onChange: () => void) {
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const run = (task: () => Promise<unknown>, failure: string) =>
    submit(
      async () => {
        setError(null);
        await task();
        onChange();
      },
      (problem) => setError(messageOf(problem, failure)),
    );
  return { busy, error, run };
}

function Actions({ data, onChange }: { data: AdminReturnJson; onChange: () => void }) {
  const { busy, error, run } = useAction(onChange);
  const [rejection, setRejection] = useState("");
  const params = { id: data.id };
  const inspected = data.lines.every((line) => line.restocked !== null);
  let body: ReactNode = null;
  if (data.status === "requested")
    body = (
      <div className="space-y-3">
        <Button
          disabled={busy}
          onClick={() => run(() => callApi("admin.returns.approve", { params }), "The return could not be approved")}
        >
          Approve and book pickup
        </Button>
        <label className="block text-sm font-medium text-stone-700">
          Reason for rejecting (the shopper is told)
          <Textarea value={rejection} onChange={(event) => setRejection(event.target.value)} className="mt-1" />
        </label>
        <Button
          variant="secondary"
          disabled={busy || !rejection.trim()}
          onClick={() =>
            run(
              () => callApi("admin.returns.reject", { params, body: { reason: rejection } }),
              "The return could not be rejected",
            )
          }
        >
          Reject
        </Button>
      </div>
    );
  else if (data.status === "approved" && !data.pickup_instructions)
    body = (
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy || data.booking}
          onClick={() => run(() => callApi("admin.returns.approve", { params }), "The pickup could not be booked")}
        >
          {data.booking ? "Booking the pickup…" : "Book the pickup again"}
        </Button>
        {/* No courier at the shopper's pincode (or the courier keeps refusing): the shopper sends the parcel. */}
        <Button
          variant="secondary"
          disabled={busy || data.booking}
          onClick={() =>
            run(
              () => callApi("admin.returns.approveManual", { params }),
              "The manual carrier's instructions could not be sent",
            )
          }
        >
          Use the manual carrier
        </Button>
      </div>
    );
  else if (["approved", "pickup_scheduled", "in_transit"].includes(data.status))
    body = (
      <Button
        disabled={busy}
        onClick={() =>
          run(() => callApi("admin.returns.receive", { params }), "The return could not be marked received")
        }
      >
        Mark received
      </Button>
    );
  else if (data.status === "received" && !inspected) body = <InspectForm data={data} onChange={onChange} />;
  else if (data.status === "received") body = <RefundForm data={data} onChange={onChange} />;
  else if (data.status === "closed" && !data.refund_id && !data.rejection_reason)
    body = <p className="text-sm">Cancelled by the shopper before the pickup: nothing to do.</p>;
  else if (data.status === "refunded" || (data.status === "closed" && data.refund_id))
    body = (
      <p className="text-sm">
        Refunded: see the{" "}
        <Link href={`/admin/orders/${data.order_id}`} className="text-brand-700 underline">
          order&apos;s refunds and credit note
        </Link>
        .
      </p>
    );
  if (!body) return null;
  return (
    <section aria-label="Next step" className="rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm">
      {body}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

function InspectForm({ data, onChange }: { data: AdminReturnJson; onChange: () => void }) {
  const { busy, error, run } = useAction(onChange);
  const [restock, setRestock] = useState<Record<number, number>>(
    Object.fromEntries(data.lines.map((line) => [line.id, line.quantity])),
  );
  return (
    <form
      aria-label="Inspect"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () =>
            callApi("admin.returns.inspect", {
              params: { id: data.id },
              body: {
                lines: data.lines.map((line) => ({
                  line_id: line.id,
                  restock: restock[line.id],
                  write_off: line.quantity - restock[line.id],
                })),
              },
            }),
          "The inspection could not be saved",
        );
      }}
    >
      <h2 className="font-serif text-lg text-brand-900">Inspect the returned items</h2>
      {data.lines.map((line) => (
        <label key={line.id} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <span>{line.name}</span>
          <span className="flex items-center gap-2">
            Back in stock as sellable
            <Select
              fit
              aria-label={`Units of ${line.name} back in stock`}
              value={String(restock[line.id])}
              onChange={(event) => setRestock({ ...restock, [line.id]: Number(event.target.value) })}
            >
              {Array.from({ length: line.quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </Select>
            written off as damaged: {line.quantity - restock[line.id]}
          </span>
        </label>
      ))}
      <Button type="submit" disabled={busy}>
        Save inspection
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function RefundForm({ data, onChange }: { data: AdminReturnJson; onChange: () => void }) {
  const { busy, error, run } = useAction(onChange);
  const cod = data.payment_method === "cod";
  const [preview, setPreview] = useState<RefundPreviewJson | null>(null);
  const [paidBy, setPaidBy] = useState<"upi" | "bank_transfer">("upi");
  const [reference, setReference] = useState("");
  const showPreview = () =>
    run(async () => {
      setPreview(
        await callApi("admin.refunds.preview", {
          params: { id: data.order_id },
          body: {
            mode: "lines",
            lines: data.lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
            shipping: false,
          },
        }),
      );
    }, "The refund could not be previewed");
  return (
    <div className="space-y-3">
      <h2 className="font-serif text-lg text-brand-900">Refund the returned items</h2>
      {!preview ? (
        <Button disabled={busy} onClick={showPreview}>
          Preview refund
        </Button>
      ) : (
        <div className="space-y-3 text-sm" data-testid="return-refund-preview">
          <ul>
            {preview.lines.map((line, index) => (
              <li key={index}>
                {line.quantity} × {line.description}: {formatRupees(line.amount)} (GST {formatRupees(line.tax)})
              </li>
            ))}
          </ul>
          <p className="font-semibold">Refund {formatRupees(preview.amount)}</p>
          {cod && (
            <div className="grid gap-2 sm:grid-cols-2">
              <label className="block font-medium text-stone-700">
                Paid by
                <Select value={paidBy} onChange={(event) => setPaidBy(event.target.value as "upi" | "bank_transfer")}>
                  <option value="upi">UPI</option>
                  <option value="bank_transfer">Bank transfer</option>
                </Select>
              </label>
              <label className="block font-medium text-stone-700">
                Reference (UTR)
                <Input value={reference} onChange={(event) => setReference(event.target.value)} />
              </label>
            </div>
          )}
          <Button
            disabled={busy || (cod && !reference.trim())}
            onClick={() =>
              run(
                () =>
                  callApi("admin.returns.refund", {
                    params: { id: data.id },
                    body: cod ? { paid_by: paidBy, reference: reference.trim() } : {},
                  }),
                "The refund could not be made",
              )
            }
          >
            Confirm refund of {formatRupees(preview.amount)}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
