"use client";
import { useState } from "react";
import { FormAlert, TextField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { apiRequest } from "@/lib/ui/api-client";
import { addressSchema, type AddressInput } from "@/lib/validation/address";

const EMPTY_ADDRESS: AddressInput = { address: "", apartment: "", city: "", state: "", zip_code: "", mobile: "" };
const ADD_FAILED = "Failed to add address. Please try again.";

/** Add New Address: checked by the same schema as `POST /api/customer/profile/update/`, each field at the field. */
export function NewAddressForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  // Opening puts the focus in the form; closing it (saved or cancelled) gives it back to the button, never to the page's start.
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };
  const form = useZodForm(addressSchema, EMPTY_ADDRESS, { mode: "onTouched" });
  const { handleSubmit, reset, formState: { errors, isSubmitting } } = form;

  const save = handleSubmit(
    async (address) => {
      try {
        await apiRequest("/api/customer/profile/update/", { method: "POST", body: { addresses: [address] } });
      } catch {
        alert(ADD_FAILED);
        return;
      }
      alert("Address added successfully!");
      reset(EMPTY_ADDRESS);
      close();
      await onAdded();
    },
    () => form.setError("root.incomplete", { message: CHECKOUT_MESSAGES.addressFields }),
  );

  if (!open) {
    return <Button variant="secondary" className="mt-4" autoFocus={closed} onClick={() => setOpen(true)}>Add New Address</Button>;
  }
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-4 grid gap-4 rounded-xl border border-dashed border-brand-200 p-4 sm:grid-cols-2">
      <TextField form={form} name="address" id="new-address" label="Address" className="sm:col-span-2" autoComplete="address-line1" autoFocus />
      <TextField form={form} name="apartment" id="new-apartment" label="Apartment (optional)" autoComplete="address-line2" />
      <TextField form={form} name="city" id="new-city" label="City" autoComplete="address-level2" />
      <TextField form={form} name="state" id="new-state" label="State" autoComplete="address-level1" />
      <TextField form={form} name="zip_code" id="new-zip" label="ZIP Code" inputMode="numeric" autoComplete="postal-code" />
      <TextField form={form} name="mobile" id="new-mobile" label="Mobile (optional)" type="tel" autoComplete="tel" />
      <FormAlert message={errors.root?.incomplete?.message} className="rounded-lg bg-red-50 p-3 text-sm text-red-700 sm:col-span-2" />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? "Saving..." : "Save Address"}</Button>
        <Button type="button" variant="ghost" onClick={close}>Cancel</Button>
      </div>
    </form>
  );
}
