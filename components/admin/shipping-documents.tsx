"use client";
import { FileText, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";

type Kind = "labels" | "manifest";
const ENDPOINTS = { labels: "admin.shipments.labels", manifest: "admin.shipments.manifest" } as const;
const LABELS: Record<Kind, string> = { labels: "Download labels", manifest: "Manifest" };

type Props = {
  orderIds: number[];
  /** How the orders were picked, as the group says it: "selected", or "booked" right after a bulk booking. */
  picked?: string;
  /** Shipments are being booked: the documents wait for them. */
  waiting?: boolean;
};

/**
 * "Download labels" and "Manifest" for the selected (or just booked) orders: one PDF each, from the
 * carrier that booked their shipments (`POST /api/admin/shipments/labels|manifest/`). A refusal (an
 * order without a shipment, the courier failing) is shown here, naming the orders.
 */
export function ShippingDocuments({ orderIds, picked = "selected", waiting = false }: Props) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(kind: Kind) {
    setBusy(kind);
    setProblem(null);
    try {
      const { blob, fileName } = await downloadApi(ENDPOINTS[kind], `${kind}.pdf`, { body: { order_ids: orderIds } });
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setProblem(messageOf(error, `Failed to download the ${kind === "labels" ? "labels" : "manifest"}`));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Shipping documents" role="group">
      <span className="text-stone-600">
        Shipping documents for {orderIds.length} {picked}:
      </span>
      {(["labels", "manifest"] as const).map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="secondary"
          disabled={busy !== null || waiting || orderIds.length === 0}
          onClick={() => void download(kind)}
        >
          {kind === "labels" ? (
            <FileText aria-hidden className="h-4 w-4" />
          ) : (
            <Printer aria-hidden className="h-4 w-4" />
          )}
          {busy === kind ? "Preparing..." : LABELS[kind]}
        </Button>
      ))}
      {waiting && <span className="text-stone-600">(once the shipments are booked)</span>}
      {problem && (
        <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
