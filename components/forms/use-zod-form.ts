"use client";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { useMemo, useState, type BaseSyntheticEvent } from "react";
import type { z } from "zod";
import { messageOf } from "@/lib/ui/api-client";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's zod schema, or a function that imports it (`() => import("@/lib/validation/…").then((m) => m.schema)`,
 * declared once at module level): zod weighs about 35 KiB of gzipped JavaScript, so a shop page whose first load
 * counts (contact) imports its schema only when the form first validates.
 */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

/** The resolver, with zod's resolver (and the schema, when given as an import) loaded on the first validation. */
function lazyResolver<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), typeof source === "function" ? source() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
      (failure: unknown) => {
        loaded = undefined; // a chunk that failed to load is asked for again on the next validation
        throw failure;
      },
    );
    return (await loaded)(values, context, options);
  };
}

/** The names of the fields an invalid submit refused, as react-hook-form names them ("pincode", "variants.0.price"). */
export function refusedFieldNames(errors: FieldErrors, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if ((!prefix && key === "root") || !error || typeof error !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return "type" in error || "message" in error ? [name] : refusedFieldNames(error as FieldErrors, name);
  });
}

/**
 * After an invalid submit, focus goes to the first refused field as the form shows them. react-hook-form
 * focuses the first in the order the fields registered, which is not the page's wherever a parent
 * registers a field before its children do (a field with a child form component, a message box
 * registered in the parent's JSX). Fields without a named element (a custom control) fall back to
 * react-hook-form's own focus of the first refused name.
 */
function focusingFirstRefusedField<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, "control" | "setFocus">,
): UseFormReturn<Values, unknown, Output>["handleSubmit"] {
  const { control, setFocus } = form;
  const handleSubmit = control.handleSubmit; // react-hook-form's own, also where React renders twice
  return (onValid, onInvalid) => (event?: BaseSyntheticEvent) => {
    // React clears the event's currentTarget once the handler returns; the check is asynchronous.
    const target: unknown = event?.target;
    const formElement = target instanceof Element ? target.closest("form") : null;
    return handleSubmit(onValid, async (errors, invalidEvent) => {
      const names = refusedFieldNames(errors);
      const refused = new Set(names);
      const first = formElement
        ? Array.from(formElement.elements).find(
            (element): element is HTMLElement =>
              element instanceof HTMLElement && refused.has(element.getAttribute("name") ?? ""),
          )
        : undefined;
      if (first) first.focus();
      else if (names[0]) setFocus(names[0] as Parameters<typeof setFocus>[0]);
      await onInvalid?.(errors, invalidEvent);
    })(event);
  };
}

/**
 * The one way to write a form: react-hook-form over the zod schema that the route handler parses
 * too (from `lib/validation/`), so the form and the server refuse the same input with the same words.
 * `mode: "onTouched"` shows a field's error as the visitor leaves it, before any submit. An invalid
 * submit focuses the first refused field in the page's order.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  { mode = "onSubmit" }: Pick<UseFormProps, "mode"> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = useMemo(() => lazyResolver(schema), [schema]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode,
    shouldFocusError: false,
  });
  // react-hook-form returns the same object on every render, its state read through it: so does this view of it.
  const [withFocusingSubmit] = useState(() => {
    const handleSubmit = focusingFirstRefusedField(form);
    return new Proxy(form, {
      get: (target, key) => (key === "handleSubmit" ? handleSubmit : Reflect.get(target, key)),
    });
  });
  return withFocusingSubmit;
}

/** Shows a failed submit above the button: the server's own words, or `fallback`. */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, FieldValues>, "setError">,
  error: unknown,
  fallback: string,
): void {
  form.setError("root.server", { message: messageOf(error, fallback) });
}
