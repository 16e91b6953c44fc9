"use client";
import { Mail } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen, type Notice } from "@/components/back-office/record-list";
import { StatusBadge } from "@/components/ui/status-badge";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { FormAlert } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { PortalMessageJson } from "@/lib/server/contact/contact-inbox";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { formatDateTime, formatLongDateTime } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import { messageQuery } from "@/lib/validation/catalog-management/storefront-content";

type Message = PortalMessageJson;
type Filter = "handled";
const FILTER_DEFAULTS: Record<Filter, string> = { handled: "" };
const PAGE_SIZE = messageQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  {
    name: "handled",
    label: "Status",
    type: "select",
    options: [
      { value: "", label: "All messages" },
      { value: "false", label: "Not handled" },
      { value: "true", label: "Handled" },
    ],
  },
];

/** `/portal/messages`: the contact form's inbox, unhandled first; open a message and mark it handled or not. */
export function MessageListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.messages.list", { query: filters.query });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState<Message | null>(null);
  const { reload } = list;

  const saved = useCallback(
    (message: Message) => {
      setOpen(message);
      setNotice({
        tone: "success",
        text: message.handled
          ? `Marked ${message.name}'s message handled.`
          : `Marked ${message.name}'s message not handled.`,
      });
      reload();
    },
    [reload],
  );

  return (
    <>
      <RecordListScreen
        noun={{ many: "Messages", one: "message" }}
        intro={
          <p>What shoppers send through the contact form. Messages nobody has handled come first, newest first.</p>
        }
        filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
        notice={notice}
        onDismiss={() => setNotice(null)}
        list={list}
        emptyHint="Messages sent through the contact page appear here."
      >
        {(messages) => <MessagesTable messages={messages} onOpen={setOpen} />}
      </RecordListScreen>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && <MessageDialog key={open.id} message={open} onSaved={saved} />}
      </Dialog>
    </>
  );
}

const column = columnsOf<Message>();

function MessagesTable({ messages, onOpen }: { messages: Message[]; onOpen: (message: Message) => void }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: message } }) => <StatusBadge status={message.handled ? "handled" : "unhandled"} />,
        }),
        column.display({
          id: "from",
          header: "From",
          cell: ({ row: { original: message } }) => (
            <span className="block text-left">
              <span className={message.handled ? "text-stone-700" : "font-semibold text-stone-900"}>
                {message.name}
              </span>
              <span className="block break-all text-xs text-stone-500">{message.email}</span>
            </span>
          ),
        }),
        column.display({
          id: "message",
          header: "Message",
          cell: ({ row: { original: message } }) => (
            <button type="button" onClick={() => onOpen(message)} className="block max-w-md text-left hover:underline">
              <span className={message.handled ? "block text-stone-700" : "block font-semibold text-stone-900"}>
                {message.subject || "(no subject)"}
              </span>
              <span className="line-clamp-2 text-stone-600">{message.message}</span>
            </button>
          ),
        }),
        column.accessor("created_at", {
          header: "Received",
          cell: ({ getValue }) => (
            <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>
          ),
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: message } }) => (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpen(message)}
              aria-label={`Open the message from ${message.name}`}
            >
              Open
            </Button>
          ),
        }),
      ]),
    [onOpen],
  );
  return (
    <DataTable
      label="Messages"
      rows={messages}
      columns={columns}
      getRowId={(message) => String(message.id)}
      rowTestId="message-row"
    />
  );
}

/** One message whole, with who handled it and when, and the button that marks it handled or not. */
function MessageDialog({ message, onSaved }: { message: Message; onSaved: (message: Message) => void }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function mark(handled: boolean) {
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await callApi("portal.messages.setHandled", { params: { id: message.id }, body: { handled } }));
    } catch (error) {
      setFailure(messageOf(error, "Failed to save the message's status"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <DialogContent className="overflow-y-auto p-6">
      <DialogTitle className="pr-10">{message.subject || `Message from ${message.name}`}</DialogTitle>
      <DialogDescription>Received {formatLongDateTime(message.created_at)} (India time)</DialogDescription>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">Name</dt>
        <dd className="text-stone-900">{message.name}</dd>
        <dt className="text-stone-500">E-mail</dt>
        <dd>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
          >
            <Mail aria-hidden className="h-4 w-4" /> {message.email}
          </a>
        </dd>
        <dt className="text-stone-500">Subject</dt>
        <dd className="text-stone-900">{message.subject || "(none)"}</dd>
      </dl>
      <p className="mt-4 whitespace-pre-line rounded-lg bg-stone-50 p-4 text-stone-800">{message.message}</p>
      <div role="status" className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <StatusBadge status={message.handled ? "handled" : "unhandled"} />
        {message.handled && message.handled_at ? (
          <span>
            by {message.handled_by ?? "a staff member"} on {formatLongDateTime(message.handled_at)}
          </span>
        ) : (
          <span>Nobody has handled it yet.</span>
        )}
      </div>
      <FormAlert message={failure ?? undefined} className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700" />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {message.handled ? (
          <Button variant="secondary" disabled={saving} onClick={() => mark(false)}>
            {saving ? "Saving..." : "Mark not handled"}
          </Button>
        ) : (
          <Button disabled={saving} onClick={() => mark(true)}>
            {saving ? "Saving..." : "Mark handled"}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
