"use client";
import { useEffect, useRef } from "react";
import { useWatch, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from "react-hook-form";
import { statesOfPincode } from "@/lib/domain/pincode-states";

/**
 * An address form's state follows its PIN code as it is typed: a PIN code in one state only sets
 * the state (two states for the PIN code leave the choice to the visitor). The values the form
 * opens with are left alone, so an address saved with a state that is not its PIN code's is shown
 * as saved and refused at the state on Save.
 */
export function useStateFromPincode<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  pincodeName: FieldPath<Values>,
  stateName: FieldPath<Values>,
): void {
  const pincode: unknown = useWatch({ control: form.control, name: pincodeName });
  const previous = useRef(pincode);
  useEffect(() => {
    if (previous.current === pincode) return;
    previous.current = pincode;
    const states = typeof pincode === "string" ? statesOfPincode(pincode.trim()) : [];
    if (states.length !== 1 || form.getValues(stateName) === states[0].name) return;
    const { isTouched } = form.getFieldState(stateName);
    form.setValue(stateName, states[0].name as PathValue<Values, FieldPath<Values>>, {
      shouldDirty: true,
      shouldValidate: isTouched || form.formState.isSubmitted,
    });
  }, [form, pincode, stateName]);
}
