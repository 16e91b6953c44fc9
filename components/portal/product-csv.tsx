"use client";
import { Download, Upload } from "lucide-react";
import { useState, type ReactNode } from "react";
import { ErrorState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ProductImportPreview, ProductImportResult } from "@/lib/server/catalog-management/product-csv";
import { callApi, downloadApi, uploadApi, type ApiInput } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { cn } from "@/lib/ui/cn";
import { LIST_SEPARATOR, PRODUCT_IMPORT_MAX_BYTES } from "@/lib/validation/catalog-management/product-csv";
import { counted } from "@/lib/domain/plural";
import { ScrollRegion } from "@/components/back-office/scroll-region";
import { FileInput } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { useSubmit } from "@/lib/ui/use-submit";

/** Downloads the products the table's filters select (`query`, the table's own filters) as CSV. */
export function ExportProductsButton({
  query,
  onError,
}: {
  query: ApiInput<"portal.products.export">["query"];
  onError: (message: string) => void;
}) {
  const { busy, submit } = useSubmit();
  async function download() {
    await submit(
      async () => {
        const { blob, fileName } = await downloadApi("portal.products.export", "products.csv", { query });
        const url = URL.createObjectURL(blob);
        Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
        URL.revokeObjectURL(url);
      },
      (error) => {
        onError(messageOf(error, "Failed to export the products"));
      },
    );
  }
  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      <Download aria-hidden className="h-4 w-4" /> {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}

type Step =
  | { state: "choose" }
  | { state: "checking"; file: File }
  | { state: "failed"; file: File; message: string }
  | { state: "preview"; preview: ProductImportPreview }
  | { state: "applying"; preview: ProductImportPreview }
  | { state: "apply-failed"; preview: ProductImportPreview; message: string }
  | { state: "done"; result: ProductImportResult };

const MAX_MB = PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * "Import CSV": choose a file, upload it for a preview of what it would do (nothing is applied
 * yet), then Apply (with "Set stock from this file" when its stock differs from the shop's), then
 * the counts, the refused rows with their line and reason, and the report to download.
 */
export function ImportProductsDialog({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ state: "choose" });
  const [file, setFile] = useState<File | null>(null);
  const [setStock, setSetStock] = useState(false);

  async function upload(chosen: File) {
    setStep({ state: "checking", file: chosen });
    setSetStock(false);
    const form = new FormData();
    form.append("file", chosen);
    try {
      setStep({
        state: "preview",
        preview: await uploadApi("portal.products.importPreview", form),
      });
    } catch (error) {
      setStep({ state: "failed", file: chosen, message: messageOf(error, "Failed to read the file") });
    }
  }

  async function apply(preview: ProductImportPreview) {
    setStep({ state: "applying", preview });
    try {
      const result = await callApi("portal.products.importApply", {
        params: { id: preview.id },
        body: { set_stock: setStock },
      });
      setStep({ state: "done", result });
      if (result.created + result.updated > 0) onImported();
    } catch (error) {
      setStep({ state: "apply-failed", preview, message: messageOf(error, "Failed to import the file") });
    }
  }

  function restart() {
    setFile(null);
    setSetStock(false);
    setStep({ state: "choose" });
  }

  function changeOpen(next: boolean) {
    if (step.state === "checking" || step.state === "applying") return;
    setOpen(next);
    if (!next) restart();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Upload aria-hidden className="h-4 w-4" /> Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby="import-products-help">
        <div className="max-h-[85vh] space-y-4 overflow-y-auto p-6">
          <DialogTitle className="pr-10">Import products</DialogTitle>
          <DialogDescription id="import-products-help">
            A CSV file in the export&apos;s columns, SKU first (at most {MAX_MB} MB). A row with a known SKU updates
            that product (only the columns the file has); a new SKU creates one. Rows with the same handle are one
            product, one row per variant (its sizes). Lists are separated by &quot;
            {LIST_SEPARATOR}&quot;. You see what the file changes before anything is applied.
          </DialogDescription>

          {step.state === "choose" && (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (file) void upload(file);
              }}
            >
              <label className="block text-sm font-medium text-stone-700" htmlFor="import-file">
                CSV file
              </label>
              <FileInput
                id="import-file"
                name="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              {file && file.size > PRODUCT_IMPORT_MAX_BYTES && (
                <p role="alert" className="text-sm text-red-700">
                  This file is larger than {MAX_MB} MB.
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => changeOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!file || file.size > PRODUCT_IMPORT_MAX_BYTES}>
                  <Upload aria-hidden className="h-4 w-4" /> Upload
                </Button>
              </div>
            </form>
          )}

          {step.state === "checking" && <StepBusy label={`Checking ${step.file.name}...`} />}

          {step.state === "failed" && (
            <StepFailed message={step.message} onRetry={() => void upload(step.file)} onRestart={restart} />
          )}

          {step.state === "preview" && (
            <ImportPreview
              preview={step.preview}
              setStock={setStock}
              onSetStock={setSetStock}
              onApply={() => void apply(step.preview)}
              onAgain={restart}
            />
          )}

          {step.state === "applying" && <StepBusy label={`Importing ${step.preview.file}...`} />}

          {step.state === "apply-failed" && (
            <StepFailed message={step.message} onRetry={() => void apply(step.preview)} onRestart={restart} />
          )}

          {step.state === "done" && (
            <ImportOutcome result={step.result} onAgain={restart} onClose={() => changeOpen(false)} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The import dialog while the server checks or applies the file. */
function StepBusy({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} />
    </div>
  );
}

/** The import dialog when checking or applying the file failed: Retry, or choose another file. */
function StepFailed({ message, onRetry, onRestart }: { message: string; onRetry: () => void; onRestart: () => void }) {
  return (
    <div className="space-y-3">
      <ErrorState message={message} onRetry={onRetry} />
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onRestart}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}

const cellClass = "px-3 py-2";
const tableBox = "max-h-64 overflow-auto rounded-lg border border-stone-200";
const headClass = "sticky top-0 bg-stone-50 text-xs uppercase text-stone-600";

/** A table of the preview or the outcome (heading cells `heads`), scrolling inside its box. */
function PreviewTable({ label, heads, children }: { label: string; heads: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={`${label}, scrollable`} className={tableBox}>
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className={headClass}>
          <tr>
            {heads.map((head) => (
              <th key={head} className={cellClass}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A row of the file, its line number first. */
function LineRow({ line, children }: { line: number; children: ReactNode }) {
  return (
    <tr className="border-t border-stone-100 align-top">
      <td className={`${cellClass} tabular-nums`}>{line}</td>
      {children}
    </tr>
  );
}

/** A product's name with its SKU under it. */
function ProductCell({ name, sku }: { name: string; sku: string }) {
  return (
    <td className={cellClass}>
      {name}
      <span className="block break-all font-mono text-xs text-stone-600">{sku}</span>
    </td>
  );
}

/** "…and 120 more" under a list the preview cut short. */
function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <p className="text-xs text-stone-600">
      The first {shown} are listed; {total - shown} more are not shown.
    </p>
  ) : null;
}

/** Counts of a preview or an import, one card each, and the refused rows' count last (red when any). */
function Figures({
  label,
  testIdPrefix,
  figures,
  refused,
}: {
  label: string;
  testIdPrefix: string;
  figures: [key: string, label: string, count: number][];
  refused: number;
}) {
  const cards: [string, string, number][] = [...figures, ["refused", "Refused", refused]];
  return (
    <dl
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3", cards.length > 4 ? "sm:grid-cols-5" : "sm:grid-cols-4")}
    >
      {cards.map(([key, name, count]) => (
        <div key={key} className="rounded-lg border border-stone-200 p-3">
          <dt className="text-xs text-stone-600">{name}</dt>
          <dd
            className={cn("text-2xl font-semibold", key === "refused" && count ? "text-red-700" : "text-stone-900")}
            data-testid={`${testIdPrefix}-${key}`}
          >
            {count}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const PREVIEW_FIGURES = [
  ["to_create", "To create"],
  ["to_update", "To update"],
  ["unchanged", "Unchanged"],
  ["stock_changes", "Stock differs"],
] as const;

/** What the file would do: rows to create, rows to update (each change, old → new), stock changes apart, refused rows; nothing applied yet. */
function ImportPreview({
  preview,
  setStock,
  onSetStock,
  onApply,
  onAgain,
}: {
  preview: ProductImportPreview;
  setStock: boolean;
  onSetStock: (value: boolean) => void;
  onApply: () => void;
  onAgain: () => void;
}) {
  const refused = preview.refused.length;
  const work = preview.to_create + preview.to_update + (setStock ? preview.stock_changes : 0);
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Preview of {preview.file}: nothing is applied until you click Apply import.
      </p>
      <Figures
        label="Preview counts"
        testIdPrefix="preview"
        figures={PREVIEW_FIGURES.map(([key, label]) => [key, label, preview[key]])}
        refused={refused}
      />

      {preview.creates.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-medium text-stone-900">New products</h3>
          <PreviewTable label="Products to create" heads={["Line", "SKU", "Name", "Opening stock"]}>
            {preview.creates.map((row) => (
              <LineRow key={row.line} line={row.line}>
                <td className={`${cellClass} break-all font-mono text-xs`}>{row.sku}</td>
                <td className={cellClass}>{row.name}</td>
                <td className={`${cellClass} tabular-nums`}>{row.stock}</td>
              </LineRow>
            ))}
          </PreviewTable>
          <More shown={preview.creates.length} total={preview.to_create} />
        </section>
      )}

      {preview.updates.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-medium text-stone-900">Changes to existing products</h3>
          <PreviewTable label="Products to update" heads={["Line", "Product", "Changes"]}>
            {preview.updates.map((row) => (
              <LineRow key={row.line} line={row.line}>
                <ProductCell name={row.name} sku={row.sku} />
                <td className={cellClass}>
                  <ul className="space-y-1">
                    {row.changes.map((change) => (
                      <li key={change.field} className="break-words">
                        <span className="font-medium">{change.field}</span>: {change.before || "(empty)"} →{" "}
                        {change.after || "(empty)"}
                      </li>
                    ))}
                  </ul>
                </td>
              </LineRow>
            ))}
          </PreviewTable>
          <More shown={preview.updates.length} total={preview.to_update} />
        </section>
      )}

      {preview.variant_products.length > 0 && <VariantProducts products={preview.variant_products} />}

      {preview.stock_changes > 0 && (
        <section className="space-y-2 rounded-lg border border-amber-200 p-3">
          <h3 className="font-medium text-stone-900">Stock in the file differs from the shop&apos;s</h3>
          <p className="text-sm text-stone-700">
            Units sold since the file was made are not in it. Unless you tick the box, existing products keep their
            stock as it is now; new products take the file&apos;s stock as their opening stock.
          </p>
          {preview.stock.length > 0 && (
            <PreviewTable label="Stock changes" heads={["Line", "Product", "In the shop now", "In the file"]}>
              {preview.stock.map((row) => (
                <LineRow key={row.line} line={row.line}>
                  <ProductCell name={row.name} sku={row.sku} />
                  <td className={`${cellClass} tabular-nums`}>{row.before}</td>
                  <td className={`${cellClass} tabular-nums`}>{row.after}</td>
                </LineRow>
              ))}
            </PreviewTable>
          )}
          <More
            shown={preview.stock.length + preview.variant_products.reduce((sum, row) => sum + row.stock.length, 0)}
            total={preview.stock_changes}
          />
          <label className="flex items-center gap-2 text-sm font-medium text-stone-900">
            <Checkbox checked={setStock} onChange={(event) => onSetStock(event.target.checked)} />
            Set stock from this file
          </label>
        </section>
      )}

      {refused > 0 && <RefusedRows result={preview} />}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onAgain}>
          Choose another file
        </Button>
        <Button onClick={onApply} disabled={work === 0}>
          {work === 0 ? "Nothing to apply" : "Apply import"}
        </Button>
      </div>
    </div>
  );
}

/** The refused rows with their line, SKU and reason, and the report to download. */
function RefusedRows({ result }: { result: { refused: ProductImportResult["refused"]; report: string | null } }) {
  return (
    <>
      <PreviewTable label="Refused rows" heads={["Line", "SKU", "Reason"]}>
        {result.refused.map((row) => (
          <LineRow key={row.line} line={row.line}>
            <td className={`${cellClass} break-all font-mono text-xs`}>{row.sku || "—"}</td>
            <td className={cellClass}>{row.message}</td>
          </LineRow>
        ))}
      </PreviewTable>
      {result.report && (
        <a
          href={result.report}
          download
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
        >
          <Download aria-hidden className="h-4 w-4" /> Download the refused rows (CSV, with the reason in an error
          column)
        </a>
      )}
    </>
  );
}

const FIGURES = [
  ["created", "Created"],
  ["updated", "Updated"],
  ["unchanged", "Unchanged"],
] as const;

function ImportOutcome({
  result,
  onAgain,
  onClose,
}: {
  result: ProductImportResult;
  onAgain: () => void;
  onClose: () => void;
}) {
  const refused = result.refused.length;
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={
          refused
            ? "rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            : "rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
        }
      >
        {refused
          ? `Imported with ${counted(refused, "refused row")}: the other rows were applied, the refused ones changed nothing.`
          : "Imported: every row was applied."}
      </p>
      <Figures
        label="Import counts"
        testIdPrefix="import"
        figures={FIGURES.map(([key, label]) => [key, label, result[key]])}
        refused={refused}
      />
      <p className="text-sm text-stone-700" data-testid="import-stock">
        {result.stock_set > 0
          ? `Stock set from the file for ${counted(result.stock_set, "product")}.`
          : "The stock of existing products was left as it was."}
      </p>
      {refused > 0 && <RefusedRows result={result} />}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onAgain}>
          Import another file
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

/** The products with variants a file changes (rows grouped by handle): per product, its own changes and each variant's. */
function VariantProducts({ products }: { products: ProductImportPreview["variant_products"] }) {
  const change = (field: string, before: string, after: string) => (
    <>
      <span className="font-medium">{field}</span>: {before || "(empty)"} → {after || "(empty)"}
    </>
  );
  return (
    <section className="space-y-2">
      <h3 className="font-medium text-stone-900">Products with variants</h3>
      <PreviewTable label="Products with variants" heads={["Line", "Product", "Changes"]}>
        {products.map((row) => (
          <LineRow key={row.line} line={row.line}>
            <td className={cellClass}>
              {row.name}
              <span className="block break-all font-mono text-xs text-stone-600">{row.handle}</span>
              {row.action === "create" && <span className="block text-xs text-stone-600">New product</span>}
            </td>
            <td className={cellClass}>
              <ul className="space-y-1 break-words">
                {row.product_changes.map((item) => (
                  <li key={item.field}>{change(item.field, item.before, item.after)}</li>
                ))}
                {row.added.length > 0 && <li>Variants added: {row.added.join(", ")}</li>}
                {row.changed.map((variant) => (
                  <li key={variant.sku}>
                    <span className="font-mono text-xs">{variant.sku}</span>:{" "}
                    {variant.changes.map((item, index) => (
                      <span key={item.field}>
                        {index > 0 && "; "}
                        {change(item.field, item.before, item.after)}
                      </span>
                    ))}
                  </li>
                ))}
                {row.deactivated.length > 0 && (
                  <li>Deactivated (ordered or the default, so kept): {row.deactivated.join(", ")}</li>
                )}
                {row.removed.length > 0 && <li>Variants removed: {row.removed.join(", ")}</li>}
                {row.stock.map((item) => (
                  <li key={`stock-${item.sku}`}>
                    Stock of <span className="font-mono text-xs">{item.sku}</span>: {item.before} in the shop,{" "}
                    {item.after} in the file
                  </li>
                ))}
              </ul>
            </td>
          </LineRow>
        ))}
      </PreviewTable>
    </section>
  );
}
