import "server-only";
import { Prisma } from "@prisma/client";
import { db } from "@/lib/server/db";

/** Stores the address lower-cased; a second subscription of the same address is reported, not duplicated. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "already-subscribed"> {
  try {
    await db.newsletterSubscriber.create({ data: { email: email.trim().toLowerCase() } });
    return "subscribed";
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "already-subscribed";
    throw error;
  }
}
