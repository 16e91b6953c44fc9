"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { formatDateTime } from "@/lib/domain/format";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";
import { NOTE_MAX_LENGTH } from "@/lib/validation/orders/notes";

/** The order's internal staff notes: add one, and read them newest first with who and when. Never shown to the shopper. */
export function OrderNotes({ orderId }: { orderId: string }) {
  const notes = useApiQuery("admin.orders.notes.list", { params: { id: orderId } });
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const add = () =>
    submit(
      async () => {
        setError(null);
        await callApi("admin.orders.notes.add", { params: { id: orderId }, body: { body } });
        setBody("");
        notes.reload();
      },
      (failure) => setError(messageOf(failure, "The note could not be saved. Try again.")),
    );

  return (
    <section aria-label="Staff notes" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-1 font-serif text-lg text-brand-900">Staff notes</h2>
      <p className="mb-3 text-xs text-stone-500">Internal: the customer never sees these.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
        className="space-y-2"
      >
        <label className="block text-sm font-medium text-stone-700">
          Add a note
          <Textarea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={NOTE_MAX_LENGTH}
            rows={2}
            className="mt-1 text-sm"
            aria-invalid={error ? true : undefined}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" disabled={busy || !body.trim()}>
          {busy ? "Saving..." : "Add note"}
        </Button>
      </form>
      <div className="mt-4">
        {notes.error ? (
          <ErrorState message="Failed to load the notes" onRetry={notes.reload} />
        ) : !notes.data ? (
          <LoadingState label="Loading notes..." />
        ) : notes.data.notes.length === 0 ? (
          <p className="text-sm text-stone-600">No notes yet.</p>
        ) : (
          <ol aria-label="Notes" className="space-y-3 border-l-2 border-amber-100 pl-4">
            {notes.data.notes.map((note) => (
              <li key={note.id}>
                <p className="text-sm text-stone-500">
                  {formatDateTime(note.created_at)} · by {note.staff_name}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-sm text-stone-800">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
