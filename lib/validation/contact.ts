import { z } from "zod";

/** SPEC.md section 5 "Contact form": name, email and message are required, subject is optional. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your full name.").max(200),
  email: z.string().trim().pipe(z.email("Please enter a valid email address.").max(320)),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, "Please enter a message.").max(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email: z.string().trim().pipe(z.email("Please enter a valid email address.").max(320)) });
