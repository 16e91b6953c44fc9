"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { sendJson, useAdminResource, type AdminOrder } from "./api";
import { EmptyState, ErrorState, LoadingState } from "./states";

const FIELDS = [
  ["recipient_name", "Recipient name"],
  ["recipient_phone", "Recipient phone"],
  ["delivery_address", "Address"],
  ["delivery_apartment", "Apartment, suite (optional)"],
  ["delivery_city", "City"],
  ["delivery_state", "State"],
  ["delivery_pincode", "Pincode"],
] as const;
const LOCKED = new Set(["shipped", "delivered", "cancelled", "refunded"]);

export function AdminOrderEdit() {
  const { id } = useParams<{ id: string }>();
  const order = useAdminResource<AdminOrder>(`/orders/${id}/`, "Failed to load order details");
  if (order.notFound) return <EmptyState title="Order not found" />;
  if (order.error) return <ErrorState message={order.error} onRetry={order.reload} />;
  if (!order.data) return <LoadingState label="Loading order..." />;
  return <EditForm key={order.data.updated_at} order={order.data} />;
}

function EditForm({ order }: { order: AdminOrder }) {
  const router = useRouter();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...FIELDS.map(([name]) => [name, order[name] ?? ""]), ["notes", order.notes ?? ""]]),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = LOCKED.has(order.status);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await sendJson(`/orders/${order.id}/edit/`, "PATCH", values);
      router.push(`/admin/orders/${order.id}`);
    } catch (failure) {
      setError((failure as Error).message);
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link href={`/admin/orders/${order.id}`} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to order
      </Link>
      <h1 className="font-serif text-3xl text-brand-900">Edit Order {order.order_id}</h1>
      {locked && <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">An order that is {order.status} can no longer be edited.</p>}
      <form onSubmit={save} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <label key={name} className={name === "delivery_address" ? "text-sm text-stone-700 sm:col-span-2" : "text-sm text-stone-700"}>
            {label}
            <input
              name={name}
              value={values[name]}
              disabled={locked}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              className="mt-1 h-10 w-full rounded-lg border border-stone-300 px-3"
            />
          </label>
        ))}
        <label className="text-sm text-stone-700 sm:col-span-2">
          Notes
          <textarea name="notes" value={values.notes} disabled={locked} rows={3} onChange={(event) => setValues({ ...values, notes: event.target.value })} className="mt-1 w-full rounded-lg border border-stone-300 p-3" />
        </label>
        {error && <p role="alert" className="text-sm text-red-700 sm:col-span-2">{error}</p>}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={locked || saving}>{saving ? "Saving..." : "Save Changes"}</Button>
          <Button type="button" variant="ghost" asChild><Link href={`/admin/orders/${order.id}`}>Cancel</Link></Button>
        </div>
      </form>
    </div>
  );
}
