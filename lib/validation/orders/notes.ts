import { z } from "zod";

export const NOTE_MAX_LENGTH = 2000;

/** A staff member's internal note on an order (never shown to the shopper). */
export const orderNoteInput = z.object({
  body: z
    .string("Write the note.")
    .trim()
    .min(1, "Write the note.")
    .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH} characters.`),
});

export type OrderNoteInput = z.infer<typeof orderNoteInput>;

/** Staff confirming a COD order by phone: the note of the call is required. */
export const codPhoneConfirmation = z.object({
  note: z.string("Say who confirmed and when.").trim().min(1, "Say who confirmed and when.").max(500),
});
export type CodPhoneConfirmation = z.infer<typeof codPhoneConfirmation>;

/** The shopper's one-tap link: its signed token. */
export const codConfirmationLink = z.object({ token: z.string("The link is incomplete.").min(1).max(200) });
export type CodConfirmationLink = z.infer<typeof codConfirmationLink>;
