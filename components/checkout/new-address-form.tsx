"use client";
import { useState } from "react";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { apiRequest } from "@/lib/ui/api-client";
import { addressSchema, type AddressInput } from "@/lib/validation/address";

const EMPTY_ADDRESS: AddressInput = { address: "", apartment: "", city: "", state: "", zip_code: "", mobile: "" };
const ADD_FAILED = "Failed to add address. Please try again.";

/** Add New Address: checked by the same schema as `POST /api/customer/profile/update/`, each field at the field. */
export function NewAddressForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(addressSchema, EMPTY_ADDRESS, { mode: "onTouched" });
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = form;

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
      setOpen(false);
      await onAdded();
    },
    () => form.setError("root.incomplete", { message: CHECKOUT_MESSAGES.addressFields }),
  );

  if (!open) {
    return <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>Add New Address</Button>;
  }
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-4 grid gap-4 rounded-xl border border-dashed border-brand-200 p-4 sm:grid-cols-2">
      <FormField id="new-address" label="Address" error={errors.address} className="sm:col-span-2">
        <Input {...register("address")} {...invalidProps("new-address", errors.address)} autoComplete="address-line1" />
      </FormField>
      <FormField id="new-apartment" label="Apartment (optional)" error={errors.apartment}>
        <Input {...register("apartment")} {...invalidProps("new-apartment", errors.apartment)} autoComplete="address-line2" />
      </FormField>
      <FormField id="new-city" label="City" error={errors.city}>
        <Input {...register("city")} {...invalidProps("new-city", errors.city)} autoComplete="address-level2" />
      </FormField>
      <FormField id="new-state" label="State" error={errors.state}>
        <Input {...register("state")} {...invalidProps("new-state", errors.state)} autoComplete="address-level1" />
      </FormField>
      <FormField id="new-zip" label="ZIP Code" error={errors.zip_code}>
        <Input {...register("zip_code")} {...invalidProps("new-zip", errors.zip_code)} inputMode="numeric" autoComplete="postal-code" />
      </FormField>
      <FormField id="new-mobile" label="Mobile (optional)" error={errors.mobile}>
        <Input {...register("mobile")} {...invalidProps("new-mobile", errors.mobile)} type="tel" autoComplete="tel" />
      </FormField>
      <FormAlert message={errors.root?.incomplete?.message} className="rounded-lg bg-red-50 p-3 text-sm text-red-700 sm:col-span-2" />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? "Saving..." : "Save Address"}</Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  );
}
