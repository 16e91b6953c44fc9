import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "@/lib/validation/primitives";

/** SPEC.md section 5 "Contact form": name, email and message are required, subject is optional. */
export const contactSchema = z.object({
  name: requiredText("Please enter your full name."),
  email: emailAddress,
  subject: optionalText.optional(),
  message: z.string().trim().min(1, "Please enter a message.").max(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailAddress });
