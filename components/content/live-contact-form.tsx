"use client";

import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { ContactFields, EMPTY_CONTACT, type ContactOutput, type ContactValues } from "./contact-fields";

/** SPEC.md section 8 "Contact": 'Message Sent!' shows after a 1.5-second wait; here the wait also covers the real request. */
const MIN_SENDING_MS = 1500;
const SEND_FAILED = "Could not send your message. Please try again.";
/** The schema `POST /api/contact/` parses, imported on the first validation. */
const contactSchema = () => import("@/lib/validation/contact/contact").then((module) => module.contactSchema);

async function send(message: ContactOutput): Promise<void> {
  const started = Date.now();
  await callApi("contact.send", { body: { ...message, subject: message.subject || undefined } });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_SENDING_MS - (Date.now() - started))));
}

/**
 * The contact form once the visitor first sends it (contact-form.tsx loads this module then): react-hook-form over
 * the schema `POST /api/contact/` parses, started with the values typed so far and sending them at once.
 */
export function LiveContactForm({ typed }: { typed: ContactValues }) {
  const form = useZodForm(contactSchema, typed);
  const {
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
  const sendNow = (event?: FormEvent<HTMLFormElement>) => void submit(event).catch(() => undefined);
  // The submit that loaded this form, once (also where React runs an effect twice, in development); the button
  // says "Sending..." from the first paint, as it did while this module loaded.
  const [sent, setSent] = useState(false);
  const sentOnLoad = useRef(false);
  const sendOnLoad = useEffectEvent(() => {
    sendNow();
    setSent(true);
  });
  useEffect(() => {
    if (sentOnLoad.current) return;
    sentOnLoad.current = true;
    sendOnLoad();
  }, []);

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
        <Button variant="secondary" className="mt-6" onClick={() => reset(EMPTY_CONTACT)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <ContactFields
      form={form}
      onSubmit={sendNow}
      onSubject={fillSubject}
      refusal={errors.root?.server?.message}
      busy={isSubmitting || !sent}
    />
  );
}
