"use client";
import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { ErrorState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ProductImportResult } from "@/lib/server/catalog-management/product-csv";
import { apiDownload, apiUpload, messageOf } from "@/lib/ui/api-client";
import { LIST_SEPARATOR, PRODUCT_IMPORT_MAX_BYTES } from "@/lib/validation/portal-product-csv";
import { counted } from "@/lib/domain/plural";

/** Downloads the products the table's filters select (`query`, the table's own query string) as CSV. */
export function ExportProductsButton({ query, onError }: { query: string; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await apiDownload(`/api/portal/products/export/?${query}`, "products.csv");
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      onError(messageOf(error, "Failed to export the products"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      <Download aria-hidden className="h-4 w-4" /> {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}

type Step = { state: "choose" } | { state: "uploading"; file: File } | { state: "failed"; file: File; message: string } | { state: "done"; result: ProductImportResult };

const MAX_MB = PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024);

/** "Import CSV": choose a file, upload it, then the counts, the refused rows with their line and reason, and the report to download. */
export function ImportProductsDialog({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ state: "choose" });
  const [file, setFile] = useState<File | null>(null);

  async function upload(chosen: File) {
    setStep({ state: "uploading", file: chosen });
    const form = new FormData();
    form.append("file", chosen);
    try {
      const result = await apiUpload<ProductImportResult>("/api/portal/products/import/", form);
      setStep({ state: "done", result });
      if (result.created + result.updated > 0) onImported();
    } catch (error) {
      setStep({ state: "failed", file: chosen, message: messageOf(error, "Failed to import the file") });
    }
  }

  function restart() {
    setFile(null);
    setStep({ state: "choose" });
  }

  function changeOpen(next: boolean) {
    if (step.state === "uploading") return;
    setOpen(next);
    if (!next) restart();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary"><Upload aria-hidden className="h-4 w-4" /> Import CSV</Button>
      </DialogTrigger>
      <DialogContent aria-describedby="import-products-help">
        <div className="space-y-4 overflow-y-auto p-6">
          <DialogTitle className="pr-10">Import products</DialogTitle>
          <DialogDescription id="import-products-help">
            A CSV file in the export&apos;s columns, SKU first (at most {MAX_MB} MB). A row with a known SKU updates that product
            (only the columns the file has); a new SKU creates one. Lists are separated by &quot;{LIST_SEPARATOR}&quot;.
          </DialogDescription>

          {step.state === "choose" && (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (file) void upload(file);
              }}
            >
              <label className="block text-sm font-medium text-stone-700" htmlFor="import-file">CSV file</label>
              <input
                id="import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="block w-full rounded-lg border border-stone-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
              />
              {file && file.size > PRODUCT_IMPORT_MAX_BYTES && <p role="alert" className="text-sm text-red-700">This file is larger than {MAX_MB} MB.</p>}
              <div className="flex justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => changeOpen(false)}>Cancel</Button>
                <Button type="submit" disabled={!file || file.size > PRODUCT_IMPORT_MAX_BYTES}><Upload aria-hidden className="h-4 w-4" /> Upload</Button>
              </div>
            </form>
          )}

          {step.state === "uploading" && (
            <div className="flex justify-center py-10"><Spinner label={`Importing ${step.file.name}...`} /></div>
          )}

          {step.state === "failed" && (
            <div className="space-y-3">
              <ErrorState message={step.message} onRetry={() => void upload(step.file)} />
              <div className="flex justify-end"><Button variant="ghost" onClick={restart}>Choose another file</Button></div>
            </div>
          )}

          {step.state === "done" && <ImportOutcome result={step.result} onAgain={restart} onClose={() => changeOpen(false)} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const FIGURES = [["created", "Created"], ["updated", "Updated"], ["unchanged", "Unchanged"]] as const;

function ImportOutcome({ result, onAgain, onClose }: { result: ProductImportResult; onAgain: () => void; onClose: () => void }) {
  const refused = result.refused.length;
  return (
    <div className="space-y-4">
      <p role="status" className={refused ? "rounded-lg bg-amber-50 p-3 text-sm text-amber-900" : "rounded-lg bg-brand-50 p-3 text-sm text-brand-900"}>
        {refused
          ? `Imported with ${counted(refused, "refused row")}: the other rows were applied, the refused ones changed nothing.`
          : "Imported: every row was applied."}
      </p>
      <dl aria-label="Import counts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-stone-200 p-3">
            <dt className="text-xs text-stone-500">{label}</dt>
            <dd className="text-2xl font-semibold text-stone-900" data-testid={`import-${key}`}>{result[key]}</dd>
          </div>
        ))}
        <div className="rounded-lg border border-stone-200 p-3">
          <dt className="text-xs text-stone-500">Refused</dt>
          <dd className={refused ? "text-2xl font-semibold text-red-700" : "text-2xl font-semibold text-stone-900"} data-testid="import-refused">{refused}</dd>
        </div>
      </dl>
      {refused > 0 && (
        <>
          <div className="max-h-64 overflow-auto rounded-lg border border-stone-200">
            <table className="w-full text-left text-sm" aria-label="Refused rows">
              <thead className="sticky top-0 bg-stone-50 text-xs uppercase text-stone-500">
                <tr><th className="px-3 py-2">Line</th><th className="px-3 py-2">SKU</th><th className="px-3 py-2">Reason</th></tr>
              </thead>
              <tbody>
                {result.refused.map((row) => (
                  <tr key={row.line} className="border-t border-stone-100 align-top">
                    <td className="px-3 py-2 tabular-nums">{row.line}</td>
                    <td className="break-all px-3 py-2 font-mono text-xs">{row.sku || "—"}</td>
                    <td className="px-3 py-2">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.report && (
            <a href={result.report} download className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline">
              <Download aria-hidden className="h-4 w-4" /> Download the refused rows (CSV, with the reason in an error column)
            </a>
          )}
        </>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onAgain}>Import another file</Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
