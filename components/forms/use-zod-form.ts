"use client";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { useMemo } from "react";
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

/**
 * The one way to write a form: react-hook-form over the zod schema that the route handler parses
 * too (from `lib/validation/`), so the form and the server refuse the same input with the same words.
 * `mode: "onTouched"` shows a field's error as the visitor leaves it, before any submit.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
  { mode = "onSubmit" }: Pick<UseFormProps, "mode"> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = useMemo(() => lazyResolver(schema), [schema]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues, mode });
}

/** Shows a failed submit above the button: the server's own words, or `fallback`. */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, FieldValues>, "setError">,
  error: unknown,
  fallback: string,
): void {
  form.setError("root.server", { message: messageOf(error, fallback) });
}
