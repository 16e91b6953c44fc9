"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { callApi } from "@/lib/api/client";
import { invalidate, useApiQuery } from "@/lib/api/query";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { isEditable } from "@/lib/domain/order-status";
import type { AdminOrderJson } from "@/lib/server/orders/admin-queries";
import type { OrderEditPreviewJson, VariantChoiceJson } from "@/lib/server/orders/order-edits";
import type { PaymentLinkJson } from "@/lib/server/orders/payment-links";
import { messageOf } from "@/lib/ui/api-client";
import { useAction, useSubmit } from "@/lib/ui/use-submit";
import { STATE_NAMES } from "@/lib/validation/customers/address";

type Added = { variant: VariantChoiceJson; quantity: string };
type Address = {
  recipient_name: string;
  recipient_phone: string;
  delivery_address: string;
  delivery_apartment: string;
  delivery_city: string;
  delivery_state: string;
  delivery_pincode: string;
  notes: string;
};

const ADDRESS_FIELDS: [Exclude<keyof Address, "notes">, string][] = [
  ["recipient_name", "Recipient name"],
  ["recipient_phone", "Recipient phone"],
  ["delivery_address", "Address"],
  ["delivery_apartment", "Apartment, suite (optional)"],
  ["delivery_city", "City"],
  ["delivery_pincode", "PIN code"],
];

/** The Razorpay payment link of the balance (sent in the shopper's e-mail), to copy into a chat or a call's SMS. */
function PaymentLink({ link }: { link: PaymentLinkJson }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm" data-testid="payment-link">
      <span className="text-stone-600">Payment link for {formatRupees(link.amount)}:</span>
      <code className="rounded bg-stone-100 px-2 py-1 font-mono text-xs break-all">{link.url}</code>
      <Button size="sm" variant="ghost" onClick={copy} aria-label="Copy payment link">
        {copied ? "Copied" : "Copy"}
      </Button>
      {copied === false && <span role="alert">Copy failed: select the link and copy it.</span>}
    </div>
  );
}

/**
 * Records that the courier collects the balance in cash (for a cash-on-delivery order: that its
 * shopper agreed by phone to the new total): the order may then ship and any payment link is cancelled.
 */
function CollectOnDelivery({ order, onDone }: { order: AdminOrderJson; onDone: () => void }) {
  const { busy, error, run } = useAction("Could not record it. Please try again.");
  const record = () =>
    run(async () => {
      await callApi("admin.orders.balanceOnDelivery", { params: { id: order.id } });
      onDone();
    });
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
      <Button size="sm" variant="secondary" onClick={record} disabled={busy}>
        {busy
          ? "Recording..."
          : order.payment_method === "cod"
            ? `Customer agreed: collect ${formatRupees(order.total_amount)} on delivery`
            : `Collect ${formatRupees(order.balance_due)} on delivery`}
      </Button>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The admin order page's "Edit order" (issue #30, docs/order-operations.md "Order edits"):
 * quantities, removed lines, added variants (a product/variant picker) and a corrected address;
 * the server's preview (new totals, the difference, whether the coupon still applies, how the
 * money is settled) before Save; and the order's edits so far.
 */
export function OrderEditPanel({ order, onDone }: { order: AdminOrderJson; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const history = useApiQuery("admin.orderEdits.list", { params: { id: order.id } });
  return (
    <section
      id="order-edits"
      aria-labelledby="order-edit-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="order-edit-title" className="font-serif text-lg text-brand-900">
          Order edits
        </h2>
        {isEditable(order.status) && !open && (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            Edit order
          </Button>
        )}
      </div>
      {order.awaiting_balance && (
        <p role="note" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-800" data-testid="balance-due">
          {order.payment_method === "cod"
            ? `Waiting for the customer to accept the new total: they pay ${formatRupees(order.total_amount)} in cash on delivery, ${formatRupees(order.balance_due)} more than they agreed to. The order cannot ship until they accept it on their order page, or you record that they agreed by phone.`
            : `Waiting for the balance: the customer owes ${formatRupees(order.balance_due)} after an edit. The order cannot ship until it is paid.`}
        </p>
      )}
      {order.awaiting_balance && history.data?.payment_link && <PaymentLink link={history.data.payment_link} />}
      {order.awaiting_balance && <CollectOnDelivery order={order} onDone={onDone} />}
      {order.balance_on_delivery > 0 && (
        <p
          role="note"
          className="mb-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700"
          data-testid="balance-on-delivery"
        >
          {order.balance_collected
            ? `Balance of ${formatRupees(order.balance_on_delivery)} collected in cash on delivery.`
            : `The courier collects the balance of ${formatRupees(order.balance_on_delivery)} in cash on delivery.`}
        </p>
      )}
      {open && (
        <EditForm
          key={order.version}
          order={order}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            history.reload();
            invalidate("admin.refunds.list");
            onDone();
          }}
        />
      )}
      {history.error ? (
        <ErrorState message="Failed to load the order's edits" onRetry={history.reload} />
      ) : !history.data ? (
        <LoadingState label="Loading edits..." />
      ) : history.data.edits.length === 0 ? (
        <p className="text-sm text-stone-500">This order has not been edited.</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid="order-edits">
          {history.data.edits.map((edit) => (
            <li key={edit.id} className="rounded-lg bg-stone-50 p-2 text-stone-700">
              <p className="text-xs text-stone-500">
                {formatDateTime(edit.created_at)} by {edit.staff_name}: {formatRupees(edit.old_total)} →{" "}
                {formatRupees(edit.new_total)}
              </p>
              <p>{edit.summary}</p>
              {edit.credit_note_number && (
                <p className="text-xs text-stone-500">
                  Credit note {edit.credit_note_number}, new invoice {edit.invoice_number}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EditForm({ order, onClose, onSaved }: { order: AdminOrderJson; onClose: () => void; onSaved: () => void }) {
  const [quantities, setQuantities] = useState<Record<number, string>>(
    Object.fromEntries(order.items.map((item) => [item.id, String(item.quantity)])),
  );
  const [added, setAdded] = useState<Added[]>([]);
  const [search, setSearch] = useState("");
  const [editAddress, setEditAddress] = useState(false);
  const [address, setAddress] = useState<Address>({
    recipient_name: order.recipient_name,
    recipient_phone: order.recipient_phone,
    delivery_address: order.delivery_address,
    delivery_apartment: order.delivery_apartment ?? "",
    delivery_city: order.delivery_city,
    delivery_state: order.delivery_state,
    delivery_pincode: order.delivery_pincode,
    notes: order.notes ?? "",
  });
  const [reason, setReason] = useState("");
  const [preview, setPreview] = useState<OrderEditPreviewJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const query = search.trim();
  const choices = useApiQuery("admin.variants.search", { query: { q: query } }, { enabled: query.length >= 2 });

  const changed = () => {
    setPreview(null);
    setError(null);
  };

  const body = () => ({
    version: order.version,
    quantities: order.items
      .filter((item) => quantities[item.id] !== undefined && Number(quantities[item.id]) !== item.quantity)
      .map((item) => ({ item_id: item.id, quantity: Number(quantities[item.id]) })),
    add: added.map((line) => ({ variant_id: line.variant.variant_id, quantity: Number(line.quantity) })),
    address: editAddress ? address : null,
    reason: reason.trim(),
  });

  const showPreview = () =>
    submit(
      async () => {
        setError(null);
        setPreview(await callApi("admin.orderEdits.preview", { params: { id: order.id }, body: body() }));
      },
      (failure) => setError(messageOf(failure, "The edit could not be previewed")),
    );

  const save = () =>
    submit(
      async () => {
        setError(null);
        await callApi("admin.orderEdits.apply", { params: { id: order.id }, body: body() });
        onSaved();
      },
      (failure) => {
        setPreview(null);
        setError(messageOf(failure, "The edit could not be saved"));
      },
    );

  return (
    <div className="mb-4 space-y-4 rounded-lg border border-stone-200 p-3" data-testid="order-edit-form">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">Lines</legend>
        {order.items.map((item) => {
          const removed = quantities[item.id] === "0";
          return (
            <div key={item.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
              <span className={removed ? "text-stone-400 line-through" : undefined}>
                {item.product_name}
                {item.unit_label ? ` (${item.unit_label})` : ""}, {formatRupees(item.unit_price)} each
              </span>
              <span className="flex items-center gap-2">
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  aria-label={`Quantity of ${item.product_name}`}
                  value={quantities[item.id] ?? ""}
                  onChange={(event) => {
                    setQuantities({ ...quantities, [item.id]: event.target.value });
                    changed();
                  }}
                  className="w-20 text-sm"
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${item.product_name}`}
                  onClick={() => {
                    setQuantities({ ...quantities, [item.id]: removed ? String(item.quantity) : "0" });
                    changed();
                  }}
                >
                  {removed ? "Keep" : "Remove"}
                </Button>
              </span>
            </div>
          );
        })}
        {added.map((line, index) => (
          <div key={line.variant.variant_id} className="flex items-center justify-between gap-3 text-sm text-stone-700">
            <span>
              Add: {line.variant.name} ({line.variant.option || line.variant.sku}), {formatRupees(line.variant.price)}{" "}
              each
            </span>
            <span className="flex items-center gap-2">
              <Input
                type="number"
                min={1}
                inputMode="numeric"
                aria-label={`Quantity of ${line.variant.name} to add`}
                value={line.quantity}
                onChange={(event) => {
                  setAdded(added.map((each, at) => (at === index ? { ...each, quantity: event.target.value } : each)));
                  changed();
                }}
                className="w-20 text-sm"
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setAdded(added.filter((_, at) => at !== index));
                  changed();
                }}
              >
                Remove
              </Button>
            </span>
          </div>
        ))}
      </fieldset>
      <div className="space-y-2">
        <label className="block text-sm text-stone-700">
          Add a product
          <Input
            type="search"
            placeholder="Product name or SKU"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 text-sm"
          />
        </label>
        {query.length >= 2 &&
          (choices.error ? (
            <ErrorState message="Failed to search the products" onRetry={choices.reload} />
          ) : !choices.data ? (
            <LoadingState label="Searching..." />
          ) : choices.data.results.length === 0 ? (
            <p className="text-sm text-stone-500">No product on sale matches “{query}”.</p>
          ) : (
            <ul className="max-h-48 space-y-1 overflow-y-auto text-sm" aria-label="Matching products">
              {choices.data.results.map((choice) => (
                <li key={choice.variant_id} className="flex items-center justify-between gap-2">
                  <span>
                    {choice.name} {choice.option && `(${choice.option})`}{" "}
                    <span className="text-xs text-stone-500">
                      {choice.sku}, {formatRupees(choice.price)}, {choice.stock} in stock
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={choice.stock === 0 || added.some((line) => line.variant.variant_id === choice.variant_id)}
                    onClick={() => {
                      setAdded([...added, { variant: choice, quantity: "1" }]);
                      setSearch("");
                      changed();
                    }}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <Checkbox
            checked={editAddress}
            onChange={(event) => {
              setEditAddress(event.target.checked);
              changed();
            }}
          />
          Change the delivery details (recipient, address, notes)
        </label>
        {editAddress && (
          <div className="grid gap-2 sm:grid-cols-2">
            {ADDRESS_FIELDS.map(([field, label]) => (
              <label key={field} className="text-sm text-stone-700">
                {label}
                <Input
                  value={address[field]}
                  onChange={(event) => {
                    setAddress({ ...address, [field]: event.target.value });
                    changed();
                  }}
                  className="mt-1 text-sm"
                />
              </label>
            ))}
            <label className="text-sm text-stone-700">
              State
              <Select
                value={address.delivery_state}
                onChange={(event) => {
                  setAddress({ ...address, delivery_state: event.target.value });
                  changed();
                }}
                className="mt-1 text-sm"
              >
                {STATE_NAMES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </Select>
            </label>
            <label className="text-sm text-stone-700 sm:col-span-2">
              Delivery notes
              <Textarea
                value={address.notes}
                maxLength={1000}
                rows={3}
                onChange={(event) => {
                  setAddress({ ...address, notes: event.target.value });
                  changed();
                }}
                className="mt-1 text-sm"
              />
            </label>
          </div>
        )}
      </div>
      <label className="block text-sm text-stone-700">
        Reason (shown in the order&apos;s history)
        <Input value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} className="mt-1" />
      </label>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && <Preview preview={preview} />}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={showPreview} disabled={busy}>
          {busy && !preview ? "Working..." : "Preview"}
        </Button>
        <Button size="sm" onClick={save} disabled={busy || !preview}>
          {busy && preview ? "Saving..." : "Save edit"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function Preview({ preview }: { preview: OrderEditPreviewJson }) {
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700" data-testid="order-edit-preview">
      <ul>
        {preview.lines.map((line) => (
          <li key={`${line.item_id}-${line.variant_id}`}>
            {line.quantity} × {line.name}
            {line.unit_label ? ` (${line.unit_label})` : ""}: {formatRupees(line.total_price)}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4">
        <dt>Subtotal</dt>
        <dd>{formatRupees(preview.totals.subtotal)}</dd>
        <dt>Coupon discount</dt>
        <dd>{formatRupees(preview.totals.coupon_discount)}</dd>
        <dt>Shipping</dt>
        <dd>{formatRupees(preview.totals.shipping)}</dd>
        <dt className="font-semibold">New total</dt>
        <dd className="font-semibold">
          {formatRupees(preview.totals.total)} (was {formatRupees(preview.old_total)})
        </dd>
        <dt>Difference</dt>
        <dd data-testid="order-edit-difference">
          {preview.change >= 0 ? "+" : "−"}
          {formatRupees(Math.abs(preview.change))}
        </dd>
      </dl>
      {preview.coupon && !preview.coupon.applies && (
        <p role="note" className="text-amber-800">
          {preview.coupon.message}
        </p>
      )}
      {preview.address_change && <p>{preview.address_change}</p>}
      <p className="font-medium">{preview.settlement_text}</p>
    </div>
  );
}
