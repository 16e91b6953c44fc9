"use client";
import { useState } from "react";
import { FormAlert, TextField } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { callApi } from "@/lib/api/client";
import { invalidate, showAnswer, useApiQuery } from "@/lib/api/query";
import { messageOf } from "@/lib/ui/api-client";
import { profileDetailsSchema } from "@/lib/validation/customers/profile";

const LOAD_FAILED = "Failed to load your details. Please reload the page.";

/** "Your details": the shopper corrects their name and e-mail (the DPDP Act's right to correction). */
export function ProfileDetailsForm() {
  const profile = useApiQuery("customer.profile");
  if (profile.error && !profile.data)
    return (
      <div className="space-y-3">
        <FormAlert message={messageOf(profile.error, LOAD_FAILED)} />
        <Button variant="secondary" onClick={profile.reload}>
          Retry
        </Button>
      </div>
    );
  if (!profile.data) return <Spinner />;
  const { name, email } = profile.data.data;
  return <DetailsForm initial={{ name, email }} />;
}

function DetailsForm({ initial }: { initial: { name: string; email: string } }) {
  const form = useZodForm(profileDetailsSchema, initial);
  const [saved, setSaved] = useState(false);
  const save = form.handleSubmit(async ({ name, email }) => {
    setSaved(false);
    const body = email ? { name, email } : { name };
    try {
      await showAnswer({ name: "customer.profile" }, () => callApi("customer.updateProfile", { body }));
      invalidate("auth.viewer");
      setSaved(true);
    } catch (error) {
      showRefusal(form, error, "Failed to save your details. Please try again.");
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} className="space-y-4" noValidate aria-label="Your details">
      <TextField form={form} name="name" id="profile-edit-name" label="Name" autoComplete="name" />
      <TextField form={form} name="email" id="profile-edit-email" label="E-mail" type="email" autoComplete="email" />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {saved && (
        <p role="status" className="text-sm text-brand-700">
          Your details are saved.
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Saving..." : "Save details"}
      </Button>
    </form>
  );
}
