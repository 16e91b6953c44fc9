"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/ui/cn";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export type FilterField<K extends string> = { name: K; label: string; placeholder?: string } & (
  | { type: "text" | "search" | "date" | "number" }
  | { type: "select"; options: readonly { value: string; label: string }[] }
);

type Props<K extends string> = {
  fields: readonly FilterField<K>[];
  /** The applied filters; the bar edits a draft of them until it is submitted. */
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  /** Values that Clear applies; without it there is no Clear button. */
  cleared?: Record<K, string>;
  submitLabel: ReactNode;
  label: string;
  /** "search" for a bar that is one search box. */
  role?: "search";
  className?: string;
};

/** A list's filters as a form: typing changes nothing until Apply (or Enter), so each apply is one address. */
export function FilterBar<K extends string>(props: Props<K>) {
  // A new set of applied values (back, forward, Clear) starts a new draft.
  return <Draft key={JSON.stringify(props.values)} {...props} />;
}

function Draft<K extends string>({ fields, values, onApply, cleared, submitLabel, label, role, className }: Props<K>) {
  const [draft, setDraft] = useState(values);
  const set = (name: K) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form
      aria-label={role ? undefined : label}
      role={role}
      onSubmit={submit}
      className={cn("rounded-xl border border-stone-200 bg-white p-4 shadow-sm", className)}
    >
      <div className={cn("grid gap-3", role ? "grid-cols-[1fr_auto] items-end" : "grid-cols-2 lg:grid-cols-5")}>
        {fields.map((field) => (
          <label key={field.name} className="text-sm text-stone-600">
            <span className={role ? "sr-only" : undefined}>{field.label}</span>
            {field.type === "select" ? (
              <Select
                aria-label={field.label}
                size="sm"
                value={draft[field.name]}
                onChange={set(field.name)}
                className="mt-1"
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                aria-label={field.label}
                size="sm"
                type={field.type}
                placeholder={field.placeholder}
                value={draft[field.name]}
                onChange={set(field.name)}
                className="mt-1"
              />
            )}
          </label>
        ))}
        <div className={cn("flex gap-2", !role && "col-span-2 lg:col-span-5")}>
          <Button type="submit" size="sm" className={role ? "h-9" : undefined}>
            {submitLabel}
          </Button>
          {cleared && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onApply(cleared)}>
              Clear
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
