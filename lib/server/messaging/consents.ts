import "server-only";
import type { ConsentSource, Prisma } from "@prisma/client";
import {
  CONSENT_PURPOSES,
  CONSENT_TEXTS,
  NO_CONSENT,
  type ConsentPurpose,
  type ConsentState,
} from "@/lib/domain/consent";
import { db } from "@/lib/server/db";

type Client = Prisma.TransactionClient | typeof db;

/** The consents in force for a customer: each purpose's latest record, false where there is none. */
export async function consentsOf(customerId: number, client: Client = db): Promise<ConsentState> {
  const latest = await client.$queryRaw<{ purpose: ConsentPurpose; granted: boolean }[]>`
    SELECT DISTINCT ON (purpose) purpose::text AS purpose, granted FROM "Consent"
    WHERE "customerId" = ${customerId} ORDER BY purpose, id DESC`;
  return { ...NO_CONSENT, ...Object.fromEntries(latest.map((row) => [row.purpose, row.granted])) };
}

export async function hasConsent(customerId: number, purpose: ConsentPurpose, client: Client = db): Promise<boolean> {
  return (await consentsOf(customerId, client))[purpose];
}

/**
 * Records the shopper's choices where they change what is in force (a box left as it was records
 * nothing), each with the channel, where it was given and the version of the text shown. Rows are
 * only ever added: the history is the proof of consent. Locks the customer's row so that two
 * submissions at once cannot both decide against the same state.
 */
export async function recordConsents(
  customerId: number,
  choices: Partial<ConsentState>,
  source: ConsentSource,
  client: Client = db,
): Promise<ConsentState> {
  const apply = async (tx: Prisma.TransactionClient) => {
    await tx.$executeRaw`SELECT 1 FROM "Customer" WHERE id = ${customerId} FOR UPDATE`;
    const current = await consentsOf(customerId, tx);
    const changed = CONSENT_PURPOSES.filter(
      (purpose) => choices[purpose] !== undefined && choices[purpose] !== current[purpose],
    );
    await tx.consent.createMany({
      data: changed.map((purpose) => ({
        customerId,
        purpose,
        channel: CONSENT_TEXTS[purpose].channel,
        granted: choices[purpose]!,
        source,
        textVersion: CONSENT_TEXTS[purpose].version,
      })),
    });
    return { ...current, ...Object.fromEntries(changed.map((purpose) => [purpose, choices[purpose]])) };
  };
  return "$transaction" in client ? client.$transaction(apply) : apply(client);
}
