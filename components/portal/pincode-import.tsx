"use client";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { FormAlert } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/domain/format";
import type { ResponseOf } from "@/lib/api/endpoints";
import { messageOf } from "@/lib/ui/api-client";
import { PINCODE_CSV_COLUMNS, pincodeImport, PINCODE_IMPORT_MAX_ROWS } from "@/lib/validation/shipping/pincodes";
import { FileInput } from "@/components/ui/input";
import { useSubmit } from "@/lib/ui/use-submit";
import { callApi } from "@/lib/api/client";

type Outcome = ResponseOf<"portal.pincodes.import"> & { fileName: string };
type Refused = Outcome["refused"][number];

const MAX_CHARS = pincodeImport.shape.csv.maxLength ?? 2_000_000;
const column = columnsOf<Refused>();
const REFUSED_COLUMNS = column.columns([
  column.accessor("line", { header: "Line", meta: { align: "right" } }),
  column.accessor("message", { header: "Reason" }),
]);

/**
 * Uploads a CSV file of pincodes to the import API and shows what it did: created, updated and
 * unchanged rows, and each refused row with its line and reason.
 */
export function PincodeImport({ onImported }: { onImported: () => void }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { busy, submit } = useSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload() {
    if (!file) {
      setFailure("Choose a CSV file first.");
      return;
    }
    setOutcome(null);
    const csv = await file.text();
    // The API refuses it too; saying so here spares sending 2 MB for nothing.
    if (csv.length > MAX_CHARS) {
      setFailure("The CSV file is at most 2 MB");
      return;
    }
    await submit(
      async () => {
        setFailure(null);
        const result = await callApi("portal.pincodes.import", { body: { csv } });
        setOutcome({ fileName: file.name, ...result });
        setFile(null);
        if (fileInput.current) fileInput.current.value = "";
        onImported();
      },
      (error) => {
        setFailure(messageOf(error, "Failed to import the file"));
      },
    );
  }

  return (
    <section
      aria-label="Upload a CSV file"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 className="font-serif text-xl text-brand-900">Upload a CSV file</h2>
        <p className="mt-1 text-sm text-stone-600">
          A header row naming <span className="font-mono">pincode, city, state</span> and, if you like,{" "}
          <span className="font-mono">{PINCODE_CSV_COLUMNS.slice(3).join(", ")}</span> (yes or no; days 1 to 60). New
          pincodes are added and listed ones replaced; a row with a mistake is left out and listed below. At most 2 MB
          and {formatCount(PINCODE_IMPORT_MAX_ROWS)} rows.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-700">
            CSV file
          </label>
          <FileInput
            id={inputId}
            ref={fileInput}
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFailure(null);
            }}
          />
        </div>
        <Button type="button" onClick={upload} disabled={busy}>
          <Upload aria-hidden className="h-4 w-4" /> {busy ? "Importing..." : "Import"}
        </Button>
      </div>
      <FormAlert message={failure ?? undefined} />
      {outcome && (
        <div role="status" className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
          <p className="font-medium">
            Imported {outcome.fileName}: {outcome.created} created, {outcome.updated} updated, {outcome.unchanged}{" "}
            unchanged
            {outcome.refused.length > 0 ? `, ${outcome.refused.length} refused.` : "."}
          </p>
          {outcome.refused.length > 0 && (
            <div className="space-y-2">
              <p className="text-sm">These rows were left out; correct them in the file and upload it again:</p>
              <DataTable
                label="Refused rows"
                rows={outcome.refused}
                columns={REFUSED_COLUMNS}
                getRowId={(row) => String(row.line)}
                rowTestId="refused-row"
              />
            </div>
          )}
          <button type="button" onClick={() => setOutcome(null)} className="text-sm underline">
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
