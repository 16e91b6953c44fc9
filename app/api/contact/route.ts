import { z } from "zod";
import { saveContactMessage } from "@/lib/server/content/contact";
import { contactSchema } from "@/lib/validation/contact";

/** POST /api/contact/ {name, email, subject?, message}: stores the shopper's message for the merchant. */
export async function POST(request: Request) {
  const parsed = contactSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    const message = Object.values(fields).flat()[0] ?? "Please check the form and try again.";
    return Response.json({ error: "invalid_contact_message", message, fields }, { status: 400 });
  }
  await saveContactMessage(parsed.data);
  return Response.json({ success: true, message: "Message Sent!" }, { status: 201 });
}
