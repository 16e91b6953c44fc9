"use client";
import { RefreshCw } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/ui/api-client";
import { FormAlert, FormField, invalidProps } from "./form-field";
import { showRefusal } from "./use-zod-form";

type Form<Values extends FieldValues> = UseFormReturn<Values, unknown, FieldValues>;

/**
 * Submits a record form through `send`. A stale edit (409 `edit_conflict`) is kept as `conflict`
 * for the Reload banner; a refusal naming one of the form's fields shows at that field; anything
 * else shows above the buttons with the server's words or `failure`.
 */
export function useRecordSave<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  send: (fields: Output) => Promise<void>,
  failure: string,
) {
  const [conflict, setConflict] = useState<string | null>(null);
  const save = form.handleSubmit(async (fields) => {
    setConflict(null);
    try {
      await send(fields);
    } catch (error) {
      if (error instanceof ApiError && error.code === "edit_conflict") setConflict(error.message);
      else if (error instanceof ApiError && error.field && error.field in form.getValues()) {
        form.setError(error.field as FieldPath<Values>, { message: error.message }, { shouldFocus: true });
      } else showRefusal(form, error, failure);
    }
  });
  return { save, conflict };
}

/** The fields of an edit form: they carry the version the record was opened at (a create form's have none). */
type EditFields<Output> = Extract<Output, { version: unknown }>;

/**
 * `useRecordSave` for a form that creates a record or edits one. An edit (fields with a version) goes to `update`,
 * given only when editing, then `onSaved`; a new record goes to `create`, which answers its key, and the browser then opens the new
 * record's page, `{recordsHref}/{key}?created=1`.
 */
export function useCreateOrEditSave<Values extends FieldValues, Output extends FieldValues, Saved>(
  form: UseFormReturn<Values, unknown, Output>,
  {
    update,
    onSaved,
    create,
    recordsHref,
    failure,
  }: {
    update: ((fields: EditFields<Output>) => Promise<Saved>) | undefined;
    /** Given what `update` answered. */
    onSaved: ((saved: Saved) => void) | undefined;
    create: (fields: Exclude<Output, EditFields<Output>>) => Promise<string | number>;
    recordsHref: string;
    failure: string;
  },
) {
  const router = useRouter();
  return useRecordSave(
    form,
    async (fields) => {
      if ("version" in fields) {
        if (update) onSaved?.(await update(fields as EditFields<Output>));
      } else {
        const key = await create(fields as Exclude<Output, EditFields<Output>>);
        router.push(`${recordsHref}/${key}?created=1`);
      }
    },
    failure,
  );
}

/** A field's error, or for a list typed one entry a line, the first of its entries' errors. */
export function fieldError(error: unknown): { message?: string } | undefined {
  if (Array.isArray(error)) return error.map(fieldError).find((entry) => entry?.message);
  return error && typeof error === "object" ? (error as { message?: string }) : undefined;
}

/** A labelled field of a record form, its input given the registration and the invalid-state props. */
export function recordField<Values extends FieldValues>(form: Form<Values>, prefix: string) {
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  return function RecordField(
    name: FieldPath<Values>,
    label: string,
    render: (props: ReturnType<Form<Values>["register"]> & ReturnType<typeof invalidProps>) => ReactNode,
    options: { className?: string; hint?: string } = {},
  ) {
    const error = fieldError(errors[name]);
    return (
      <FormField id={`${prefix}-${name}`} label={label} error={error} hint={options.hint} className={options.className}>
        {render({ ...form.register(name), ...invalidProps(`${prefix}-${name}`, error) })}
      </FormField>
    );
  };
}

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-xl text-brand-900">{title}</h2>
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A stale edit's banner (the server's 409 `edit_conflict` message) with Reload, which fetches the latest version. */
export function ConflictNotice({ message, onReload }: { message: string; onReload?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p>{message}</p>
      <Button type="button" size="sm" variant="secondary" onClick={onReload}>
        <RefreshCw aria-hidden className="h-4 w-4" /> Reload
      </Button>
    </div>
  );
}

/** The end of a record form: the stale-edit banner with Reload, the refusal, and Save or Create beside Cancel. */
export function RecordFormFooter<Values extends FieldValues>({
  form,
  conflict,
  onReload,
  submitLabel,
  cancelHref,
}: {
  form: Form<Values>;
  conflict: string | null;
  onReload?: () => void;
  submitLabel: string;
  cancelHref: string;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      {conflict && <ConflictNotice message={conflict} onReload={onReload} />}
      <FormAlert message={(errors.root as { server?: { message?: string } } | undefined)?.server?.message} />
      {Object.keys(errors).some((name) => name !== "root") && (
        <p className="text-sm text-red-700">Please correct the highlighted fields.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
        <Button type="button" variant="ghost" asChild>
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </>
  );
}
