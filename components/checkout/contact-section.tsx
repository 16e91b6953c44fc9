"use client";
import { User } from "lucide-react";
import { useState } from "react";
import { FormAlert, TextField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { messageOf } from "@/lib/ui/api-client";
import { CheckoutSection } from "./checkout-section";
import { saveContact } from "./place-order";
import { checkedContact, type CheckoutFormApi } from "./use-checkout-form";

/** Contact Information: each field says what is wrong with it; Update Profile saves them to the profile. */
export function ContactSection({ form, onSaved }: { form: CheckoutFormApi; onSaved: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  async function updateProfile() {
    if (saving) return;
    const check = await checkedContact(form);
    setIncomplete(check.contact === null && check.missing);
    const { contact } = check;
    if (!contact) return;
    setSaving(true);
    try {
      await saveContact(contact);
      alert("Profile updated successfully!");
      await onSaved();
    } catch (caught) {
      alert(`Failed to update profile: ${messageOf(caught, "Please try again.")}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <CheckoutSection icon={<User aria-hidden className="h-5 w-5" />} title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstName" id="first-name" label="First Name" autoComplete="given-name" />
        <TextField form={form} name="lastName" id="last-name" label="Last Name" autoComplete="family-name" />
        <TextField form={form} name="email" id="email" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="phone" id="phone" label="Phone" type="tel" autoComplete="tel" />
      </div>
      <FormAlert
        message={incomplete ? CHECKOUT_MESSAGES.profileFields : undefined}
        className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700"
      />
      {/* aria-disabled, not disabled: a disabled button loses the keyboard's focus to <body> (issue 26). */}
      <Button variant="secondary" className="mt-4" aria-disabled={saving} onClick={() => void updateProfile()}>
        {saving ? "Updating..." : "Update Profile"}
      </Button>
    </CheckoutSection>
  );
}
