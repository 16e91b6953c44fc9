"use client";

import { CheckCircle2, Loader2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TREATMENTS } from "@/lib/content/treatments";

/** SPEC.md section 8 "Contact": 'Message Sent!' shows after a 1.5-second wait; here the wait also covers the real request. */
const MIN_SENDING_MS = 1500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Fields = { name: string; email: string; subject: string; message: string };
type Errors = Partial<Record<keyof Fields, string>>;

function validate(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = "Please enter your full name.";
  if (!EMAIL.test(fields.email.trim())) errors.email = "Please enter a valid email address.";
  if (!fields.message.trim()) errors.message = "Please enter a message.";
  return errors;
}

function inquirySubject(serviceId: string | null): string {
  const treatment = TREATMENTS.find((candidate) => candidate.id === serviceId);
  return treatment ? `Inquiry about ${treatment.title}` : "";
}

export function ContactForm() {
  const searchParams = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => ({ name: "", email: "", subject: inquirySubject(searchParams.get("service_inquiry")), message: "" }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  const update = (field: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setStatus("sending");
    const started = Date.now();
    try {
      const response = await fetch("/api/contact/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...fields, subject: fields.subject.trim() || undefined }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.message ?? "Could not send your message. Please try again.");
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_SENDING_MS - (Date.now() - started))));
      setStatus("sent");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Could not send your message. Please try again.");
      setStatus("idle");
    }
  }

  if (status === "sent") {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl border border-brand-100 bg-brand-50 px-6 py-12 text-center">
        <CheckCircle2 aria-hidden className="h-14 w-14 text-brand-600" />
        <h2 className="mt-4 font-serif text-3xl text-brand-900">Message Sent!</h2>
        <p className="mt-2 text-stone-600">Thank you for reaching out. Our team will get back to you within one business day.</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setFields({ name: "", email: "", subject: "", message: "" });
            setStatus("idle");
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Full Name" error={errors.name}>
          <Input id="contact-name" name="name" autoComplete="name" required value={fields.name} onChange={(event) => update("name")(event.target.value)} aria-invalid={!!errors.name} aria-describedby={errors.name ? "contact-name-error" : undefined} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input id="contact-email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={(event) => update("email")(event.target.value)} aria-invalid={!!errors.email} aria-describedby={errors.email ? "contact-email-error" : undefined} />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject (optional)">
        <Input id="contact-subject" name="subject" value={fields.subject} onChange={(event) => update("subject")(event.target.value)} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          value={fields.message}
          onChange={(event) => update("message")(event.target.value)}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </Field>
      {failure && <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">{failure}</p>}
      <Button type="submit" size="lg" disabled={status === "sending"} className="w-full sm:w-auto">
        {status === "sending" ? <><Loader2 aria-hidden className="h-5 w-5 animate-spin" />Sending...</> : <><Send aria-hidden className="h-5 w-5" />Send Message</>}
      </Button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
