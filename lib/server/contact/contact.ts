import "server-only";
import type { ContactInput } from "@/lib/validation/contact";
import { db } from "@/lib/server/db";

export async function saveContactMessage({ name, email, subject, message }: ContactInput): Promise<void> {
  await db.contactMessage.create({ data: { name, email, subject: subject || null, message } });
}
