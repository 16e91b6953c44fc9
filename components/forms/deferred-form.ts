import type { FieldValues, FormState, UseFormReturn } from "react-hook-form";

/** What a form's fields read of react-hook-form's form (`TextField`, `FormField` with `register`). */
export type FieldsForm<Values extends FieldValues, Output extends FieldValues = Values> = Pick<
  UseFormReturn<Values, unknown, Output>,
  "register" | "getFieldState" | "formState"
>;

const NO_FIELD_STATE = { invalid: false, isDirty: false, isTouched: false, isValidating: false, error: undefined };

/**
 * The fields' form before react-hook-form has loaded: each field is the browser's own (named, uncontrolled, no
 * error). A shop page whose first load counts (contact) draws its form's fields over it, and loads the form itself
 * (`useZodForm`, the library and the schema) with the first submit, handing it the values typed so far
 * (`valuesOf`). Type imports only: nothing of react-hook-form is in the page's first load.
 */
export function deferredForm<Values extends FieldValues, Output extends FieldValues = Values>(): FieldsForm<
  Values,
  Output
> {
  const formState: FormState<Values> = {
    isDirty: false,
    isLoading: false,
    isSubmitted: false,
    isSubmitSuccessful: false,
    isSubmitting: false,
    isValidating: false,
    isValid: false,
    disabled: false,
    submitCount: 0,
    dirtyFields: {},
    touchedFields: {},
    validatingFields: {},
    errors: {},
    isReady: false,
  };
  const nothing = async () => undefined;
  return {
    register: (name) => ({ name, onChange: nothing, onBlur: nothing, ref: () => undefined }),
    getFieldState: () => NO_FIELD_STATE,
    formState,
  };
}

/** The values typed into a form's named text fields, by name. */
export function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
