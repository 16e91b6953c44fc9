import { CONSENT_TEXTS } from "@/lib/domain/consent";
import { consentsOf, recordConsents } from "@/lib/server/messaging/consents";
import { route } from "@/lib/server/route-handler/route";
import { consentUpdateSchema } from "@/lib/validation/messaging/consents";

/** The caller's consents in force, with the text (and its version) of each purpose. */
export const GET = route({ endpoint: "customer.consents", auth: "customer" }, async ({ customer }) => ({
  consents: await consentsOf(customer.id),
  texts: CONSENT_TEXTS,
}));

/** Gives or withdraws consents; only a change is recorded (with where it was made and the text's version). */
export const PUT = route(
  { endpoint: "customer.setConsents", auth: "customer", body: consentUpdateSchema },
  async ({ customer, body }) => ({
    consents: await recordConsents(customer.id, body.consents, body.source),
  }),
);
