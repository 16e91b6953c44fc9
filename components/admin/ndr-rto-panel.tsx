"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Radio } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { callApi } from "@/lib/api/client";
import { invalidate, useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { RTO_STATUS_LABELS } from "@/lib/domain/rto";
import type { OrderNdrJson } from "@/lib/server/orders/ndr";
import type { OrderRtoJson } from "@/lib/server/orders/rto";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

const ACTION_LABELS = { reattempt: "Re-attempt asked", return: "Return asked (RTO)" } as const;

/**
 * The admin order page's "Delivery problems" panel (docs/ndr-rto.md): the courier's failed delivery
 * attempts with their reasons, staff's answer to the latest (re-attempt with a note, a new phone or a
 * date, or return to us), and once the parcel is back, each line's damaged units. Shown only for an
 * order with a failed attempt or a return.
 */
export function NdrRtoPanel({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const ndr = useApiQuery("admin.ndr.order", { params: { id: orderId } });
  const rto = useApiQuery("admin.rto.order", { params: { id: orderId } });
  // Kept here: the form goes once the attempt is answered, its outcome stays shown.
  const [answered, setAnswered] = useState<string | null>(null);
  if (ndr.data && rto.data && ndr.data.attempts.length === 0 && !rto.data.status) return null;
  return (
    <section aria-labelledby="ndr-title" className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm">
      <h2 id="ndr-title" className="mb-3 font-serif text-lg text-brand-900">
        Delivery problems
      </h2>
      {ndr.error || rto.error ? (
        <ErrorState
          message="Failed to load the delivery attempts"
          onRetry={() => {
            ndr.reload();
            rto.reload();
          }}
        />
      ) : !ndr.data || !rto.data ? (
        <LoadingState label="Loading delivery attempts..." />
      ) : (
        <div className="space-y-4">
          {rto.data.status && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="rto-status">
              {RTO_STATUS_LABELS[rto.data.status]}
              {rto.data.received_at
                ? `: back on ${formatDateTime(rto.data.received_at)}, its units are in stock again.`
                : "."}
            </p>
          )}
          <Attempts data={ndr.data} />
          {answered && (
            <p role="status" className="text-sm text-brand-700" data-testid="ndr-answered">
              {answered}
            </p>
          )}
          {ndr.data.refusal === null && (
            <NdrForm
              orderId={orderId}
              attempt={ndr.data.attempts.at(-1)!.attempt}
              onDone={(message) => {
                setAnswered(message);
                onDone();
              }}
            />
          )}
          {rto.data.received_at && <DamagedLines orderId={orderId} data={rto.data} onDone={onDone} />}
        </div>
      )}
    </section>
  );
}

function Attempts({ data }: { data: OrderNdrJson }) {
  if (data.attempts.length === 0) return null;
  return (
    <ol className="space-y-2 text-sm" aria-label="Failed delivery attempts">
      {data.attempts.map((attempt) => (
        <li key={attempt.id} className="rounded-lg bg-stone-50 p-2" data-testid="ndr-attempt">
          <p className="font-medium text-stone-900">
            Attempt {attempt.attempt}: {attempt.reason || "no reason given"}
          </p>
          <p className="text-stone-600">{formatDateTime(attempt.occurred_at)}</p>
          {attempt.action && (
            <p className="text-stone-700">
              {ACTION_LABELS[attempt.action]} by {attempt.action_by}
              {attempt.action_date ? `, deliver on ${attempt.action_date}` : ""}
              {attempt.action_phone ? `, phone ${attempt.action_phone}` : ""}
              {attempt.action_comment ? `: ${attempt.action_comment}` : ""}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function NdrForm({
  orderId,
  attempt,
  onDone,
}: {
  orderId: number;
  attempt: number;
  onDone: (message: string) => void;
}) {
  const [action, setAction] = useState<"reattempt" | "return">("reattempt");
  const [note, setNote] = useState("");
  const [phone, setPhone] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const send = () =>
    submit(
      async () => {
        setError(null);
        const answer = await callApi("admin.ndr.act", {
          params: { id: orderId },
          body: { action, note, phone, date, attempt },
        });
        onDone(
          `${action === "return" ? "Return asked" : "Re-attempt asked"}${answer.sent_to_courier ? ": the courier has it." : ". Tell the courier: the manual carrier is not connected."}`,
        );
        invalidate("admin.ndr.order", "admin.ndr.queue");
      },
      (failure) => setError(messageOf(failure, "The courier could not be told")),
    );

  return (
    <form
      className="space-y-3 rounded-lg border border-stone-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium text-stone-700">Answer attempt {attempt}</legend>
        <label className="flex items-center gap-2">
          <Radio name="ndr-action" checked={action === "reattempt"} onChange={() => setAction("reattempt")} />
          Re-attempt delivery
        </label>
        <label className="flex items-center gap-2">
          <Radio name="ndr-action" checked={action === "return"} onChange={() => setAction("return")} />
          Return to us (cannot be undone)
        </label>
      </fieldset>
      {action === "reattempt" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm text-stone-700">
            New phone (optional)
            <Input value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" />
          </label>
          <label className="text-sm text-stone-700">
            Deliver on (optional)
            <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          </label>
        </div>
      )}
      <label className="block text-sm text-stone-700">
        Note for the courier
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={300} rows={2} />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} variant={action === "return" ? "danger" : "primary"}>
        {busy ? "Sending..." : action === "return" ? "Return to us" : "Ask for a re-attempt"}
      </Button>
    </form>
  );
}

function DamagedLines({ orderId, data, onDone }: { orderId: number; data: OrderRtoJson; onDone: () => void }) {
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const save = (itemId: number, name: string) =>
    submit(
      async () => {
        setError(null);
        const damaged = Number(counts[itemId] ?? "");
        await callApi("admin.rto.damaged", { params: { id: orderId }, body: { item_id: itemId, damaged } });
        setDone(`${name}: ${damaged} damaged ${damaged === 1 ? "unit" : "units"} recorded.`);
        invalidate("admin.rto.order");
        onDone();
      },
      (failure) => setError(messageOf(failure, "The damaged units could not be recorded")),
    );

  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-3 text-sm">
      <p className="font-medium text-stone-700">Damaged units (written off the stock put back)</p>
      {data.lines.map((line) => (
        <div key={line.item_id} className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-stone-700">
            {line.name}: {line.quantity} back, {line.damaged} damaged
          </span>
          {line.can_write_off && (
            <span className="flex items-center gap-2">
              <Input
                className="w-20"
                type="number"
                min={0}
                max={line.quantity}
                aria-label={`Damaged units of ${line.name}`}
                value={counts[line.item_id] ?? String(line.damaged)}
                onChange={(event) => setCounts({ ...counts, [line.item_id]: event.target.value })}
              />
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void save(line.item_id, line.name)}>
                Save
              </Button>
            </span>
          )}
        </div>
      ))}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-brand-700">
          {done}
        </p>
      )}
    </div>
  );
}
