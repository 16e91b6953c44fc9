"use client";

import { useCallback, useRef, useState, type ComponentType, type FormEvent } from "react";
import { deferredForm, valuesOf } from "@/components/forms/deferred-form";
import { ContactFields, EMPTY_CONTACT, type ContactOutput, type ContactValues } from "./contact-fields";

const LOAD_FAILED = "Could not send your message. Please check your connection and try again.";
const fields = deferredForm<ContactValues, ContactOutput>();

type Live = { Form: ComponentType<{ typed: ContactValues }>; typed: ContactValues };

/**
 * The contact form. Until its first submit it is the browser's own fields (the page's first load carries neither
 * react-hook-form nor zod: issue 31's 25 KiB); the submit loads the form (live-contact-form.tsx), which takes the
 * values typed so far and sends them, checked by the same schema as `POST /api/contact/`.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const fillSubject = useCallback((subject: string) => {
    const input = formRef.current?.elements.namedItem("subject");
    if (input instanceof HTMLInputElement) input.value = subject;
  }, []);

  async function load(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = event.currentTarget;
    setLoading(true);
    setRefusal(undefined);
    try {
      const { LiveContactForm } = await import("./live-contact-form");
      setLive({ Form: LiveContactForm, typed: { ...EMPTY_CONTACT, ...valuesOf(form) } });
    } catch {
      setRefusal(LOAD_FAILED);
      setLoading(false);
    }
  }

  if (live) return <live.Form typed={live.typed} />;
  return (
    <ContactFields
      form={fields}
      formRef={formRef}
      onSubmit={(event) => void load(event)}
      onSubject={fillSubject}
      refusal={refusal}
      busy={loading}
    />
  );
}
