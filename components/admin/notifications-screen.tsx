"use client";
import { Send } from "lucide-react";
import { useState } from "react";
import { ResourceView } from "@/components/back-office/states";
import { FormAlert, SelectField, TextField } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import type { NotificationSamples } from "@/lib/server/messaging/notification-samples";
import { notificationTestSchema } from "@/lib/validation/messaging/notification-test";

/**
 * Every template the shop sends (e-mail and WhatsApp), rendered with sample data, and "Send a test" of one
 * to an address or number (the catcher and the fake in development).
 */
export function NotificationsScreen() {
  const samples = useApiQuery("admin.notifications.list");
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl text-brand-900">Notifications</h1>
        <p className="max-w-3xl text-sm text-stone-600">
          What shoppers and the shop receive, rendered with a sample order. Order e-mails need no consent; WhatsApp
          messages and marketing e-mails go only to shoppers who consent (docs/messaging.md).
        </p>
      </header>
      <ResourceView resource={samples} failure="Failed to load the templates" loadingLabel="Loading templates...">
        {(data) => (
          <div className="space-y-8">
            <SendTest samples={data} />
            <EmailSamples samples={data} />
            <WhatsAppSamples samples={data} />
          </div>
        )}
      </ResourceView>
    </div>
  );
}

function SendTest({ samples }: { samples: NotificationSamples }) {
  const form = useZodForm(notificationTestSchema, { channel: "email", template: "order-placed", to: "" });
  const [sent, setSent] = useState<string | null>(null);
  const channel = form.watch("channel");
  const templates =
    channel === "email"
      ? samples.email.map((mail) => ({ value: mail.template, label: `${mail.template}: ${mail.subject}` }))
      : samples.whatsapp.map((template) => ({
          value: template.name,
          label: `${template.name} (${template.category})`,
        }));

  const send = form.handleSubmit(async (test) => {
    setSent(null);
    try {
      const answer = await callApi("admin.notifications.test", { body: test });
      setSent(answer.message);
    } catch (error) {
      showRefusal(form, error, "Failed to send the test. Please try again.");
    }
  });

  return (
    <section aria-labelledby="send-test-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="send-test-heading" className="mb-1 font-serif text-xl text-brand-900">
        Send a test
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        Sends one template with the sample data, now. In development e-mail goes to the mail catcher (npm run mail) and
        WhatsApp to the local fake (npm run whatsapp), which refuses a number whose shopper has not opted in.
        {samples.whatsapp_on ? "" : " WhatsApp is off: its environment variables are not set."} At most 10 tests in 10
        minutes.
      </p>
      <form onSubmit={(event) => void send(event)} noValidate className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr_auto]">
        <SelectField
          id="test-channel"
          label="Channel"
          {...form.register("channel", {
            onChange: (event: { target: { value: string } }) =>
              form.setValue("template", event.target.value === "email" ? "order-placed" : "order_placed"),
          })}
        >
          <option value="email">E-mail</option>
          <option value="whatsapp">WhatsApp</option>
        </SelectField>
        <SelectField id="test-template" label="Template" {...form.register("template")}>
          {templates.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          form={form}
          name="to"
          id="test-to"
          label={channel === "email" ? "To (e-mail address)" : "To (mobile, with +91)"}
          autoComplete="off"
        />
        <div className="flex items-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Send aria-hidden className="h-4 w-4" /> {form.formState.isSubmitting ? "Sending..." : "Send test"}
          </Button>
        </div>
      </form>
      <FormAlert
        className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"
        message={form.formState.errors.root?.server?.message}
      />
      {sent && (
        <p role="status" className="mt-4 text-sm text-brand-700">
          {sent}
        </p>
      )}
    </section>
  );
}

function EmailSamples({ samples }: { samples: NotificationSamples }) {
  return (
    <section aria-labelledby="email-samples-heading" className="space-y-4">
      <h2 id="email-samples-heading" className="font-serif text-xl text-brand-900">
        E-mail ({samples.email.length})
      </h2>
      {samples.email.map((mail) => (
        <details
          key={mail.template}
          className="rounded-2xl border border-stone-200 bg-white"
          data-testid="email-sample"
        >
          <summary className="cursor-pointer px-5 py-3">
            <span className="font-mono text-sm text-stone-600">{mail.template}</span>{" "}
            <span className="font-medium text-brand-900">{mail.subject}</span>
          </summary>
          <iframe
            title={`Preview of the ${mail.template} e-mail`}
            srcDoc={mail.html}
            sandbox=""
            className="h-[36rem] w-full border-t border-stone-100"
          />
        </details>
      ))}
    </section>
  );
}

function WhatsAppSamples({ samples }: { samples: NotificationSamples }) {
  return (
    <section aria-labelledby="whatsapp-samples-heading" className="space-y-4">
      <h2 id="whatsapp-samples-heading" className="font-serif text-xl text-brand-900">
        WhatsApp ({samples.whatsapp.length})
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {samples.whatsapp.map((template) => (
          <li
            key={template.name}
            className="rounded-2xl border border-stone-200 bg-white p-5"
            data-testid="whatsapp-sample"
          >
            <p className="text-sm">
              <span className="font-mono text-stone-600">{template.name}</span> · {template.category} ·{" "}
              {template.language}
            </p>
            <p className="mt-3 rounded-xl bg-green-50 p-3 text-sm whitespace-pre-line text-stone-800">
              {template.text}
            </p>
            <p className="mt-2 text-xs text-stone-600">Approved body: {template.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
