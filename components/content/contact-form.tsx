"use client";

import { CheckCircle2, Loader2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField, invalidProps, TextField } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { TREATMENTS } from "@/lib/content/treatments";
import { callApi } from "@/lib/api/client";
import type { ContactInput } from "@/lib/validation/contact/contact";
import { Textarea } from "@/components/ui/textarea";

/** SPEC.md section 8 "Contact": 'Message Sent!' shows after a 1.5-second wait; here the wait also covers the real request. */
const MIN_SENDING_MS = 1500;
const SEND_FAILED = "Could not send your message. Please try again.";
const EMPTY = { name: "", email: "", subject: "", message: "" };
/** The schema `POST /api/contact/` parses, imported on the first submit (zod stays out of the page's first load). */
const contactSchema = () => import("@/lib/validation/contact/contact").then((module) => module.contactSchema);

function inquirySubject(serviceId: string | null): string {
  const treatment = TREATMENTS.find((candidate) => candidate.id === serviceId);
  return treatment ? `Inquiry about ${treatment.title}` : "";
}

async function send(message: ContactInput): Promise<void> {
  const started = Date.now();
  await callApi("contact.send", { body: { ...message, subject: message.subject || undefined } });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_SENDING_MS - (Date.now() - started))));
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

/** The contact form, checked by the same schema as `POST /api/contact/`. */
export function ContactForm() {
  const form = useZodForm(contactSchema, EMPTY);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = form;
  const fillSubject = useCallback((subject: string) => setValue("subject", subject), [setValue]);

  const submit = handleSubmit(async (message) => {
    try {
      await send(message);
    } catch (error) {
      showRefusal(form, error, SEND_FAILED);
      throw error;
    }
  });

  if (isSubmitSuccessful) {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-brand-100 bg-brand-50 px-6 py-12 text-center"
      >
        <CheckCircle2 aria-hidden className="h-14 w-14 text-brand-600" />
        <h2 className="mt-4 font-serif text-3xl text-brand-900">Message Sent!</h2>
        <p className="mt-2 text-stone-600">
          Thank you for reaching out. Our team will get back to you within one business day.
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => reset(EMPTY)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)} className="space-y-5">
      <Suspense>
        <InquirySubject onSubject={fillSubject} />
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
      <FormField id="contact-message" label="Message" error={errors.message}>
        <Textarea {...register("message")} {...invalidProps("contact-message", errors.message)} rows={6} required />
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? (
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
