"use client";
import { Download } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { FormAlert } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { callApi, downloadApi } from "@/lib/api/client";
import { showAnswer, useApiQuery } from "@/lib/api/query";
import { ERASURE_PERIOD_DAYS } from "@/lib/domain/data-rights";
import { formatLongDay } from "@/lib/domain/format";
import { startOfShopDay } from "@/lib/domain/shop-days";
import { messageOf } from "@/lib/ui/api-client";

type Notice = { tone: "success" | "error"; text: string } | null;

/** "Your data": download it as a JSON file, or ask for the account to be deleted (DPDP Act, 2023). */
export function DataRightsPanel() {
  return (
    <div className="space-y-6">
      <DownloadMyData />
      <DeleteMyAccount />
    </div>
  );
}

function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function download() {
    setBusy(true);
    setNotice(null);
    try {
      const { blob, fileName } = await downloadApi("customer.dataExport", "my-data.json");
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
      setNotice({ tone: "success", text: `Downloaded ${fileName}.` });
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error, "Failed to prepare your data. Please try again.") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">
        A file (JSON) of everything we hold about you: your details, addresses, orders, consents, the messages we sent
        you, your newsletter subscription and reviews.
      </p>
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        <Download aria-hidden className="h-4 w-4" /> {busy ? "Preparing..." : "Download my data"}
      </Button>
      {notice?.tone === "success" && (
        <p role="status" className="text-sm text-brand-700">
          {notice.text}
        </p>
      )}
      {notice?.tone === "error" && <FormAlert message={notice.text} />}
    </div>
  );
}

function DeleteMyAccount() {
  const state = useApiQuery("customer.erasure");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    setError(null);
    try {
      await showAnswer({ name: "customer.erasure" }, () =>
        callApi("customer.requestErasure", { body: { confirm: true } }),
      );
    } catch (failure) {
      setError(messageOf(failure, "Failed to send your request. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  if (state.error && !state.data)
    return (
      <div className="space-y-3">
        <FormAlert message={messageOf(state.error, "Failed to load your account's state. Please reload the page.")} />
        <Button variant="secondary" onClick={state.reload}>
          Retry
        </Button>
      </div>
    );
  if (!state.data) return <Spinner />;
  const { request, keeps } = state.data;
  const kept =
    keeps.invoices > 0 && keeps.kept_until
      ? ` Your ${keeps.invoices === 1 ? "invoice is" : `${keeps.invoices} invoices are`} kept until ${formatLongDay(startOfShopDay(keeps.kept_until))}.`
      : "";

  if (request?.status === "pending")
    return (
      <div role="status" className="space-y-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-medium">
          We have your request to delete your account ({formatLongDay(request.requested_at)}).
        </p>
        <p>
          We will complete it by {formatLongDay(request.due_at)}; you will then be signed out and your account&apos;s
          personal data deleted or anonymised.
        </p>
        <p>
          {keeps.text}
          {kept}
        </p>
      </div>
    );

  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">
        Ask us to delete your account and your personal data. We complete it within {ERASURE_PERIOD_DAYS} days.
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="danger" disabled={busy}>
            {busy ? "Sending..." : "Delete my account"}
          </Button>
        }
        title="Delete your account?"
        description={
          <>
            Your name, e-mail, phone, addresses, cart and consents will be deleted or anonymised, your reviews shown
            without your name, and you will be signed out everywhere. {keeps.text}
            {kept}
          </>
        }
        confirmLabel="Yes, delete my account"
        onConfirm={() => void ask()}
      />
      <FormAlert message={error ?? undefined} />
    </div>
  );
}
