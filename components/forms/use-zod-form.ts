"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { messageOf } from "@/lib/ui/api-client";

/**
 * The one way to write a form: react-hook-form over the zod schema that the route handler parses
 * too (from `lib/validation/`), so the form and the server refuse the same input with the same words.
 * `mode: "onTouched"` shows a field's error as the visitor leaves it, before any submit.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { mode = "onSubmit" }: Pick<UseFormProps, "mode"> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues, mode });
}

/** Shows a failed submit above the button: the server's own words, or `fallback`. */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, FieldValues>, "setError">,
  error: unknown,
  fallback: string,
): void {
  form.setError("root.server", { message: messageOf(error, fallback) });
}
