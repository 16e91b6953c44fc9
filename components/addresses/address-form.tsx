"use client";
import { FormAlert, FormField, invalidProps, TextField } from "@/components/forms/form-field";
import { useStateFromPincode } from "@/components/forms/use-state-from-pincode";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { showAnswer } from "@/lib/api/query";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import type { AddressJson, ProfileJson } from "@/lib/server/customers/profile";
import { addressSchema, STATE_NAMES, type AddressInput } from "@/lib/validation/customers/address";
import { Select } from "@/components/ui/select";

const EMPTY_ADDRESS: AddressInput = {
  recipient_name: "",
  address: "",
  apartment: "",
  city: "",
  state: "",
  zip_code: "",
  mobile: "",
};
const ADD_FAILED = "Failed to add address. Please try again.";
const EDIT_FAILED = "Failed to save the address. Please try again.";

/** A saved address as the form starts from; a state typed before the list is kept only when it is on it. */
function valuesOf(address: AddressJson): AddressInput {
  return {
    recipient_name: address.recipient_name,
    address: address.address,
    apartment: address.apartment,
    city: address.city,
    state: STATE_NAMES.includes(address.state) ? address.state : "",
    zip_code: address.zip_code,
    mobile: address.mobile.replace(/^\+91/, ""),
  };
}

/**
 * A delivery address, new (`address` absent: added to the profile) or saved (edited in place), checked
 * by the schema its routes parse: a 6-digit PIN code, a state or union territory chosen from the list
 * (set from the PIN code as it is typed, and refused when it is not the PIN code's), the recipient's name and a 10-digit mobile (both optional: the order then goes to the customer).
 */
export function AddressForm({
  idPrefix,
  address,
  onSaved,
  onCancel,
}: {
  idPrefix: string;
  address?: AddressJson;
  onSaved: (profile: ProfileJson) => void | Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(addressSchema, address ? valuesOf(address) : EMPTY_ADDRESS, { mode: "onTouched" });
  const {
    handleSubmit,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const id = (field: string) => `${idPrefix}-${field}`;
  useStateFromPincode(form, "zip_code", "state");

  const save = handleSubmit(
    async (values) => {
      try {
        // Either answers the whole profile: every screen showing "customer.profile" shows it.
        const { data } = await showAnswer({ name: "customer.profile" }, () =>
          address
            ? callApi("customer.updateAddress", { params: { id: address.id }, body: values })
            : callApi("customer.updateProfile", { body: { addresses: [values] } }),
        );
        await onSaved(data);
      } catch (error) {
        showRefusal(form, error, address ? EDIT_FAILED : ADD_FAILED);
      }
    },
    // A chosen state that is not the PIN code's is told at the state alone: nothing is missing.
    (invalid) => {
      const onlyTheState = Object.keys(invalid).every((field) => field === "state") && form.getValues("state") !== "";
      if (!onlyTheState) form.setError("root.incomplete", { message: CHECKOUT_MESSAGES.addressFields });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      className="grid gap-4 rounded-xl border border-dashed border-brand-200 p-4 sm:grid-cols-2"
    >
      <TextField
        form={form}
        name="recipient_name"
        id={id("recipient")}
        label="Recipient name (optional)"
        autoComplete="name"
        autoFocus
        hint="Leave empty to use your own name."
      />
      <TextField
        form={form}
        name="mobile"
        id={id("mobile")}
        label="Mobile (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="10 digits, for the courier."
      />
      <TextField
        form={form}
        name="address"
        id={id("address")}
        label="Address"
        className="sm:col-span-2"
        autoComplete="address-line1"
      />
      <TextField
        form={form}
        name="apartment"
        id={id("apartment")}
        label="Apartment (optional)"
        autoComplete="address-line2"
      />
      <TextField form={form} name="city" id={id("city")} label="City" autoComplete="address-level2" />
      <FormField id={id("state")} label="State" error={errors.state}>
        <Select {...register("state")} {...invalidProps(id("state"), errors.state)} autoComplete="address-level1">
          <option value="">Choose a state or union territory</option>
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </FormField>
      <TextField
        form={form}
        name="zip_code"
        id={id("zip")}
        label="ZIP Code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        hint="Your 6-digit PIN code."
      />
      <FormAlert
        message={errors.root?.incomplete?.message ?? errors.root?.server?.message}
        className="rounded-lg bg-red-50 p-3 text-sm text-red-700 sm:col-span-2"
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Address"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
