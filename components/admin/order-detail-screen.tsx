"use client";
import { ArrowLeft, Check, Copy, ExternalLink, Pencil } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/back-office/states";
import { StatusBadge } from "@/components/ui/status-badge";
import {
  ACTIONS_NEEDING_REASON,
  AWAITING_PAYMENT_LABEL,
  isEditable,
  type OrderAction,
} from "@/lib/domain/order-status";
import { PROBLEM_STATUSES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from "@/lib/domain/shipment-status";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import { ACTION_LABELS, collectCash, runAction } from "./order-actions";
import { AwaitingPaymentBadge } from "./payment-hold";
import { OrderMessages } from "./order-messages";
import { OrderEditPanel } from "./order-edit-panel";
import { RefundsPanel } from "./refunds-panel";
import { NdrRtoPanel } from "./ndr-rto-panel";
import { OrderNotes } from "./order-notes";
import { CodConfirmationPanel } from "./cod-confirmation-panel";
import { counted } from "@/lib/domain/plural";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { useSubmit } from "@/lib/ui/use-submit";

type AdminOrder = TrackedOrderJson;
const needsReason = (action: string) => ACTIONS_NEEDING_REASON.has(action as OrderAction);

export function OrderDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const order = useApiQuery("admin.orders.get", { params: { id } });
  if (order.notFound) {
    return (
      <EmptyState title="Order not found">
        <Link href="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
          Back to orders
        </Link>
      </EmptyState>
    );
  }
  if (order.error) return <ErrorState message="Failed to load order details" onRetry={order.reload} />;
  if (!order.data) return <LoadingState label="Loading order..." />;
  const data = order.data;
  return (
    <div className="space-y-6">
      <Link href="/admin/orders" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to orders
      </Link>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl text-brand-900">Order {data.order_id}</h1>
          <p className="mt-1 text-sm text-stone-600">
            Placed {formatDateTime(data.created_at)} · Updated {formatDateTime(data.updated_at)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={data.status} />
            <StatusBadge status={data.payment_status} label="Payment" />
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold uppercase text-stone-700">
              {data.payment_method}
            </span>
            <AwaitingPaymentBadge order={data} />
          </div>
          {data.invoice_url ? (
            <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
              <a href={data.invoice_url} download className="font-medium text-brand-700 hover:underline">
                Download invoice {data.invoice_number}
              </a>
              {data.credit_note_url && (
                <a href={data.credit_note_url} download className="font-medium text-brand-700 hover:underline">
                  Download credit note {data.credit_note_number}
                </a>
              )}
            </p>
          ) : (
            <p className="mt-2 text-sm text-stone-500">
              No GST tax invoice yet: it is issued when the order is paid online or, for cash on delivery, confirmed.
            </p>
          )}
        </div>
        {isEditable(data.status) && (
          <Button variant="secondary" size="sm" asChild>
            <a href="#order-edits">
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </a>
          </Button>
        )}
      </header>
      {data.tracking_number && <Tracking number={data.tracking_number} order={data} />}
      {data.awaiting_cod_confirmation && (
        <CodConfirmationPanel orderId={data.id} dueAt={data.cod_confirm_due_at} onDone={order.reload} />
      )}
      <Actions order={data} onDone={order.reload} />
      <NdrRtoPanel orderId={data.id} onDone={order.reload} />
      <OrderEditPanel order={data} onDone={order.reload} />
      <RefundsPanel orderId={data.id} onDone={order.reload} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Items order={data} />
          <History order={data} />
          <OrderNotes orderId={id} />
          <OrderMessages orderId={id} />
        </div>
        <div className="space-y-6">
          <Summary
            title="Customer"
            rows={[
              ["Name", data.customer_name],
              ["Mobile", data.customer_mobile],
              ["Email", data.customer_email || "—"],
            ]}
          />
          <Summary
            title="Delivery"
            rows={[
              ["Recipient", data.recipient_name],
              ["Phone", data.recipient_phone],
              ["Address", [data.delivery_address, data.delivery_apartment].filter(Boolean).join(", ")],
              ["City", `${data.delivery_city}, ${data.delivery_state} ${data.delivery_pincode}`],
              ["Country", data.delivery_country],
              ["Notes", data.notes || "—"],
            ]}
          />
          <Summary
            title="Financial"
            rows={[
              ["Subtotal", formatRupees(data.subtotal)],
              ["Shipping", formatRupees(data.shipping_cost)],
              [
                "Discount",
                `- ${formatRupees(data.discount_amount)}${data.coupon_code ? ` (${data.coupon_code})` : ""}`,
              ],
              ["Total", formatRupees(data.total_amount)],
            ]}
          />
        </div>
      </div>
    </div>
  );
}

function Tracking({ number, order }: { number: string; order: AdminOrder }) {
  const url = order.tracking_url ?? null;
  const status = order.shipment_status as ShipmentStatus | null;
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(number);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <section
      aria-label="Tracking"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-violet-200 bg-violet-50 p-4"
    >
      <span className="text-sm text-stone-600">Tracking number</span>
      <code data-testid="tracking-number" className="rounded bg-white px-2 py-1 font-mono text-sm">
        {number}
      </code>
      <Button variant="ghost" size="sm" onClick={copy} aria-label="Copy tracking number">
        {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}{" "}
        {copied ? "Copied" : "Copy"}
      </Button>
      {order.courier_name && <span className="text-sm text-stone-600">{order.courier_name}</span>}
      {status && (
        <span
          data-testid="shipment-status"
          className={
            PROBLEM_STATUSES.has(status)
              ? "rounded bg-red-100 px-2 py-1 text-sm font-semibold text-red-800"
              : "text-sm text-stone-700"
          }
        >
          {SHIPMENT_STATUS_LABELS[status] ?? status}
        </span>
      )}
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          Track shipment <ExternalLink aria-hidden className="h-4 w-4" />
        </a>
      )}
      {order.label_url && (
        <a
          href={order.label_url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Download label
        </a>
      )}
    </section>
  );
}

function Actions({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const [action, setAction] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [restock, setRestock] = useState(order.restock_by_default);
  const [handover, setHandover] = useState({ courier_name: "", awb: "" });
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  if (order.allowed_actions.length === 0 && !order.awaiting_cash) return null;
  const reasonRequired = action !== null && needsReason(action);
  const needsHandover = action === "ship" && Boolean(order.ship_needs_awb);
  // A cancelled order's units went back (or stayed out) when it was cancelled: its refund never moves stock.
  const asksRestock = reasonRequired && order.status !== "cancelled";
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);

  async function perform(run: () => Promise<unknown>) {
    await submit(
      async () => {
        setError(null);
        await run();
        setAction(null);
        setNotes("");
        onDone();
      },
      (failure) => {
        setError(`Failed to perform action: ${(failure as Error).message}`);
      },
    );
  }

  const confirmAction = () =>
    action &&
    perform(() =>
      runAction(
        order.id,
        action,
        notes.trim(),
        needsHandover ? { courier_name: handover.courier_name.trim(), awb: handover.awb.trim() } : undefined,
        asksRestock ? restock : undefined,
      ),
    );

  return (
    <section aria-label="Actions" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-serif text-lg text-brand-900">Actions</h2>
      {order.awaiting_payment && (
        <p role="note" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <strong>{AWAITING_PAYMENT_LABEL}.</strong> Confirm, Process and Create Shipment appear once the
          customer&apos;s online payment is captured. An unpaid order is cancelled automatically when its 30-minute
          payment window ends, and its stock is released.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {order.allowed_actions.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={needsReason(name) ? "danger" : action === name ? "primary" : "secondary"}
            // One action at a time: a choice made while one is sent would be closed when it returns.
            disabled={busy}
            onClick={() => {
              setAction(name);
              setNotes("");
              setRestock(order.restock_by_default);
              setError(null);
            }}
          >
            {ACTION_LABELS[name]}
          </Button>
        ))}
        {order.awaiting_cash && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="primary" disabled={busy}>
                Cash collected
              </Button>
            }
            title={`Cash collected for order ${order.order_id}?`}
            description={`This records ${formatRupees(order.total_amount)} received in cash on delivery: the payment becomes paid, with your name and the time in the status history.`}
            confirmLabel="Record cash collected"
            tone="primary"
            onConfirm={() => perform(() => collectCash(order.id))}
          />
        )}
      </div>
      {!action && error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {action && (
        <div className="mt-4 space-y-3 rounded-lg bg-stone-50 p-4">
          {reasonRequired && <CloseWarning order={order} action={action} />}
          <label className="block text-sm font-medium text-stone-700">
            {reasonRequired ? "Reason (required)" : "Notes (optional)"}
            <Textarea
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              rows={2}
              className="mt-1 text-sm"
            />
          </label>
          {asksRestock && (
            <label className="flex items-start gap-2 text-sm text-stone-700">
              <Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} className="mt-0.5" />
              <span>
                Put the {counted(units, "unit")} back in stock
                <span className="block text-xs text-stone-500">
                  {order.restock_by_default
                    ? "The parcel never left the shop, so its units are still here."
                    : "The order has shipped: tick this only if the goods came back."}
                </span>
              </span>
            </label>
          )}
          {needsHandover && (
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="block text-sm font-medium text-stone-700">
                Courier
                <Input
                  value={handover.courier_name}
                  onChange={(event) => setHandover({ ...handover, courier_name: event.target.value })}
                  className="mt-1 text-sm"
                />
              </label>
              <label className="block text-sm font-medium text-stone-700">
                AWB
                <Input
                  value={handover.awb}
                  onChange={(event) => setHandover({ ...handover, awb: event.target.value })}
                  className="mt-1 font-mono text-sm"
                />
              </label>
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button
              size="sm"
              variant={reasonRequired ? "danger" : "primary"}
              disabled={
                busy ||
                (reasonRequired && !notes.trim()) ||
                (needsHandover && !(handover.courier_name.trim() && handover.awb.trim()))
              }
              onClick={confirmAction}
            >
              {busy ? "Working..." : `Confirm ${ACTION_LABELS[action]}`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction(null)}>
              Close
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** What cancelling or refunding this order does with money, said before the admin confirms it. */
function CloseWarning({ order, action }: { order: AdminOrder; action: string }) {
  const refund = action === "refund" ? order.total_amount : order.refund_on_cancel;
  const verb = action === "refund" ? "Refund" : "Cancel";
  return (
    <p data-testid="close-warning" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <strong>
        {verb} order {order.order_id}.
      </strong>{" "}
      {refund !== null
        ? `This refunds ${formatRupees(refund)} to the customer through Razorpay.`
        : "No money is refunded: the order was not paid online."}
    </p>
  );
}

function Items({ order }: { order: AdminOrder }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <h2 className="border-b border-stone-100 p-4 font-serif text-lg text-brand-900">Items</h2>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 p-4">
            {item.product_image ? (
              // eslint-disable-next-line @next/next/no-img-element -- stored snapshot URLs of any origin
              <img src={item.product_image} alt="" className="h-14 w-14 rounded-lg object-cover" />
            ) : (
              <span className="h-14 w-14 rounded-lg bg-brand-50" />
            )}
            <div className="flex-1">
              <p className="font-medium">{item.product_name}</p>
              <p className="text-sm text-stone-500">
                {item.quantity} × {formatRupees(item.unit_price)}
                {item.sku ? ` · SKU ${item.sku}` : ""}
              </p>
            </div>
            <span className="font-semibold">{formatRupees(item.total_price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ order }: { order: AdminOrder }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-serif text-lg text-brand-900">Status History</h2>
      <ol aria-label="Status history" className="space-y-3 border-l-2 border-brand-100 pl-4">
        {[...order.status_history].reverse().map((entry) => (
          <li key={entry.id}>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <span className="text-sm text-stone-500">
                {formatDateTime(entry.changed_at)} · by {entry.changed_by_name}
              </span>
            </div>
            {entry.notes && <p className="mt-1 text-sm text-stone-700">{entry.notes}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Summary({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-serif text-lg text-brand-900">{title}</h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-500">{label}</dt>
            <dd className="text-right font-medium text-stone-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
