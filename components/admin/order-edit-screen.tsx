"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useParams, useRouter } from "next/navigation";
import { EmptyState, ErrorState, LoadingState } from "@/components/back-office/states";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { useStateFromPincode } from "@/components/forms/use-state-from-pincode";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { editLockedMessage, isEditable } from "@/lib/domain/order-status";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { STATE_NAMES } from "@/lib/validation/customers/address";
import { orderEdit, type OrderEdit } from "@/lib/validation/orders/admin";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

const FIELDS = [
  ["recipient_name", "Recipient name"],
  ["recipient_phone", "Recipient phone"],
  ["delivery_address", "Address"],
  ["delivery_apartment", "Apartment, suite (optional)"],
  ["delivery_city", "City"],
  ["delivery_state", "State"],
  ["delivery_pincode", "Pincode"],
] as const satisfies readonly [keyof OrderEdit, string][];
const LABEL = "mb-1 block text-sm text-stone-700";

export function EditOrderScreen() {
  const { id } = useParams<{ id: string }>();
  const order = useApiQuery("admin.orders.get", { params: { id } });
  if (order.notFound) return <EmptyState title="Order not found" />;
  if (order.error) return <ErrorState message="Failed to load order details" onRetry={order.reload} />;
  if (!order.data) return <LoadingState label="Loading order..." />;
  return <EditForm key={order.data.updated_at} order={order.data} />;
}

function EditForm({ order }: { order: TrackedOrderJson }) {
  const router = useRouter();
  const form = useZodForm(orderEdit, {
    ...Object.fromEntries(FIELDS.map(([name]) => [name, order[name] ?? ""])),
    notes: order.notes ?? "",
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const locked = !isEditable(order.status);
  useStateFromPincode(form, "delivery_pincode", "delivery_state");

  const save = handleSubmit(async (edit) => {
    try {
      await callApi("admin.orders.edit", { params: { id: order.id }, body: edit });
      router.push(`/admin/orders/${order.id}`);
    } catch (failure) {
      showRefusal(form, failure, "Failed to save changes");
    }
  });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link
        href={`/admin/orders/${order.id}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to order
      </Link>
      <h1 className="font-serif text-3xl text-brand-900">Edit Order {order.order_id}</h1>
      {locked && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          {editLockedMessage(order.status)}
        </p>
      )}
      <form
        noValidate
        onSubmit={save}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        {FIELDS.map(([name, label]) => (
          <FormField
            key={name}
            id={`edit-${name}`}
            label={label}
            error={errors[name]}
            labelClassName={LABEL}
            className={name === "delivery_address" ? "sm:col-span-2" : undefined}
          >
            {name === "delivery_state" ? (
              <Select {...register(name)} {...invalidProps(`edit-${name}`, errors[name])} disabled={locked}>
                <option value="">Choose a state or union territory</option>
                {STATE_NAMES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </Select>
            ) : (
              <Input {...register(name)} {...invalidProps(`edit-${name}`, errors[name])} disabled={locked} />
            )}
          </FormField>
        ))}
        <FormField id="edit-notes" label="Notes" error={errors.notes} labelClassName={LABEL} className="sm:col-span-2">
          <Textarea {...register("notes")} {...invalidProps("edit-notes", errors.notes)} disabled={locked} rows={3} />
        </FormField>
        <FormAlert message={errors.root?.server?.message} className="text-sm text-red-700 sm:col-span-2" />
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={locked || isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
          <Button type="button" variant="ghost" asChild>
            <Link href={`/admin/orders/${order.id}`}>Cancel</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
