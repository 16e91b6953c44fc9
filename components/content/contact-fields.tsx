"use client";

import { Loader2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, type FormEventHandler, type Ref } from "react";
import type { z } from "zod";
import type { FieldsForm } from "@/components/forms/deferred-form";
import { FormAlert, FormField, invalidProps, TextField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { TREATMENTS } from "@/lib/content/treatments";
import type { contactSchema } from "@/lib/validation/contact/contact";

export type ContactValues = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;
export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

function inquirySubject(serviceId: string | null): string {
  const treatment = TREATMENTS.find((candidate) => candidate.id === serviceId);
  return treatment ? `Inquiry about ${treatment.title}` : "";
}

/**
 * Fills the subject of a treatment's inquiry (`?service_inquiry=`) into the form. The only part that
 * reads the query, so only it waits for the browser (in its own Suspense boundary, drawing nothing):
 * the form itself is in the prerendered page and nothing moves when the script runs (CLS 0.194 → 0).
 * It follows the address, as the form outlives a client navigation to another inquiry.
 */
function InquirySubject({ onSubject }: { onSubject: (subject: string) => void }) {
  const subject = inquirySubject(useSearchParams().get("service_inquiry"));
  useEffect(() => {
    if (subject) onSubject(subject);
  }, [subject, onSubject]);
  return null;
}

/**
 * The contact form's fields and button, drawn over the form before react-hook-form has loaded (`deferredForm`,
 * contact-form.tsx) and over the loaded one (live-contact-form.tsx) alike.
 */
export function ContactFields({
  form,
  formRef,
  onSubmit,
  onSubject,
  refusal,
  busy,
}: {
  form: FieldsForm<ContactValues, ContactOutput>;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onSubject: (subject: string) => void;
  refusal?: string;
  busy: boolean;
}) {
  const messageError = form.getFieldState("message", form.formState).error;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <Suspense>
        <InquirySubject onSubject={onSubject} />
      </Suspense>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" id="contact-name" label="Full Name" autoComplete="name" required />
        <TextField
          form={form}
          name="email"
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <TextField form={form} name="subject" id="contact-subject" label="Subject (optional)" />
      <FormField id="contact-message" label="Message" error={messageError}>
        <Textarea {...form.register("message")} {...invalidProps("contact-message", messageError)} rows={6} required />
      </FormField>
      <FormAlert message={refusal} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? (
          <>
            <Loader2 aria-hidden className="h-5 w-5 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden className="h-5 w-5" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
