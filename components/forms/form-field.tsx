import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";

/**
 * A label, its control and the control's error under it. The control gets `aria-invalid` and
 * `aria-describedby` from `invalidProps(id, error)`.
 */
export function FormField({ id, label, error, className, labelClassName, children }: {
  id: string;
  label: string;
  error?: Pick<FieldError, "message">;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? "mb-1 block text-sm font-medium text-stone-700"}>{label}</label>
      {children}
      {error?.message && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{error.message}</p>}
    </div>
  );
}

export function invalidProps(id: string, error?: Pick<FieldError, "message">) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** The form-level failure (a refused submit), announced. */
export function FormAlert({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return <p role="alert" className={className ?? "rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"}>{message}</p>;
}
