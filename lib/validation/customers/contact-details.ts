import { z } from "zod";
import { emailAddress, requiredText } from "@/lib/validation/primitives";

/** A customer's full name as the profile and the order keep it. */
export const customerName = requiredText("Name is required");
export const customerPhone = requiredText("Phone is required");

/**
 * Checkout's Contact Information (SPEC.md section 5 "Update Profile"): first name, last name,
 * email and phone, each refused at its field. Saved as the profile's `{ name, email, mobile }`.
 */
export const contactDetailsSchema = z.object({
  firstName: requiredText("First Name is required"),
  lastName: requiredText("Last Name is required"),
  email: emailAddress,
  phone: customerPhone,
});

export type ContactDetails = z.output<typeof contactDetailsSchema>;
