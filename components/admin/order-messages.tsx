"use client";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { formatDateTime } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";

const CHANNEL_LABELS = { email: "E-mail", whatsapp: "WhatsApp" } as const;

/** The order's messages to the shopper, on which channel, with their status (a WhatsApp message's read receipt, or why it failed). */
export function OrderMessages({ orderId }: { orderId: string }) {
  const messages = useApiQuery("admin.orders.messages", { params: { id: orderId } });
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-serif text-lg text-brand-900">Messages sent</h2>
      {messages.error ? (
        <ErrorState message="Failed to load the messages" onRetry={messages.reload} />
      ) : !messages.data ? (
        <LoadingState label="Loading messages..." />
      ) : messages.data.messages.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing sent yet.</p>
      ) : (
        <ul aria-label="Messages sent" className="space-y-2 text-sm">
          {messages.data.messages.map((message, index) => (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span>
                <span className="font-medium text-stone-800">{CHANNEL_LABELS[message.channel]}</span> ·{" "}
                {message.template} · {message.recipient}
              </span>
              <span className="text-stone-600">
                {message.status} · {formatDateTime(message.at)}
              </span>
              {message.error && <span className="w-full text-red-700">{message.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
