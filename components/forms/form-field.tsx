import type { ComponentProps, ReactNode } from "react";
import type { FieldError, FieldPath, FieldValues } from "react-hook-form";
import type { FieldsForm } from "./deferred-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NumberInput } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { Label } from "@/components/ui/label";

type FieldFrame = {
  id: string;
  label: string;
  error?: Pick<FieldError, "message">;
  /** A line under the control that helps fill it in. */
  hint?: string;
  className?: string;
  labelClassName?: string;
};

type InputProps = Omit<ComponentProps<typeof Input>, "form" | "id" | "className">;

/**
 * A label, its control and the control's error under it. The control gets `aria-invalid` and
 * `aria-describedby` from `invalidProps(id, error)`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  labelClassName,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      {labelClassName ? (
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** A field's error under it, named by the control's `aria-describedby` (see `invalidProps`). */
function FieldErrorText({ id, error }: { id: string; error?: Pick<FieldError, "message"> }) {
  return error?.message ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
      {error.message}
    </p>
  ) : null;
}

type InvalidProps = ReturnType<typeof invalidProps>;

export function invalidProps(id: string, error?: Pick<FieldError, "message">) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** A field's frame (what `FormField` draws) apart from the rest of its props (its control's). */
function splitFrame<Props extends FieldFrame>({
  id,
  label,
  error,
  hint,
  className,
  labelClassName,
  ...control
}: Props) {
  return { frame: { id, label, error, hint, className, labelClassName }, control };
}

/** A labelled text input, with its error or hint under it; `inputClassName` adds classes to the input itself. */
export function InputField({ inputClassName, ...props }: FieldFrame & InputProps & { inputClassName?: string }) {
  const { frame, control } = splitFrame(props);
  return (
    <FormField {...frame}>
      <Input {...invalidProps(frame.id, frame.error)} {...control} className={inputClassName} />
    </FormField>
  );
}

/** A labelled control of the kit whose props are `ControlProps`, with its error or hint under it. */
function framedField<ControlProps extends object>(Control: (props: ControlProps & InvalidProps) => ReactNode) {
  return function FramedField(props: FieldFrame & ControlProps) {
    const { frame, control } = splitFrame(props);
    // `control` is `props` less the frame's keys, which ControlProps does not have.
    return (
      <FormField {...frame}>
        <Control {...invalidProps(frame.id, frame.error)} {...(control as ControlProps)} />
      </FormField>
    );
  };
}

/** A labelled whole-number input, with its error or hint under it. */
export const NumberField = framedField<InputProps>(NumberInput);

/** A labelled select (its options as children), with its error or hint under it. */
export const SelectField = framedField<Omit<ComponentProps<typeof Select>, "form" | "id" | "className">>(Select);

/** A labelled text area, with its error or hint under it. */
export const TextareaField = framedField<Omit<ComponentProps<typeof Textarea>, "form" | "id" | "className">>(Textarea);

/** A check box with its label beside it (the label names it), and its error under it. */
export function CheckboxField({
  id,
  label,
  error,
  className,
  ...box
}: Omit<FieldFrame, "hint" | "labelClassName"> & Omit<ComponentProps<typeof Checkbox>, "form" | "id" | "className">) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-stone-700">
        <Checkbox {...invalidProps(id, error)} {...box} />
        {label}
      </label>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** An `InputField` bound to `name` of a `useZodForm` form, showing that field's error. */
export function TextField<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  ...field
}: {
  form: FieldsForm<Values, Output>;
  name: FieldPath<Values>;
} & Omit<FieldFrame, "error"> &
  Omit<InputProps, "name">) {
  return <InputField {...field} {...form.register(name)} error={form.getFieldState(name, form.formState).error} />;
}

/** The form-level failure (a refused submit), announced. */
export function FormAlert({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={className ?? "rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"}>
      {message}
    </p>
  );
}
