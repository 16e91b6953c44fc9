import { z } from "zod";
import { toE164 } from "@/lib/domain/phone";
import { emailAddress } from "@/lib/validation/primitives";

const templateName = z.string().trim().min(1, "Choose a template").max(64, "Unknown template");

/** `POST /api/admin/notifications/test/`: one template, by channel, to an e-mail address or a mobile number. */
export const notificationTestSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("email"), template: templateName, to: emailAddress }),
  z.object({
    channel: z.literal("whatsapp"),
    template: templateName,
    to: z
      .string()
      .trim()
      .transform((value, context) => {
        const phone = toE164(value);
        if (!phone) {
          context.addIssue({ code: "custom", message: "Please enter a mobile number with its country code." });
          return z.NEVER;
        }
        return phone;
      }),
  }),
]);

export type NotificationTest = z.output<typeof notificationTestSchema>;
