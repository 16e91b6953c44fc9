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
