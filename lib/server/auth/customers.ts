import "server-only";
import { toE164 } from "@/lib/domain/phone";
import { db } from "@/lib/server/db";
import { SignInRefused } from "./errors";
import { verifyFirebaseIdToken } from "./firebase";
import type { CustomerPrincipal } from "@/lib/domain/principal";
import { clientIp } from "@/lib/server/requests/client-ip";
import { hit, isExhausted, LIMITS, reset } from "@/lib/server/security/rate-limit";

export type SignedInCustomer = { id: number; phone: string; name: string | null; email: string | null };

/**
 * Phone sign-in's server half, for POST /api/token/ and the web's sign-in alike: the Firebase ID
 * token proves the phone; the customer is created or found by that E.164 number. The server counts
 * every exchange itself, per address (before the token is even read) and per phone, whatever the
 * page did; also refused while the code's wrong-try limit is used up.
 */
export async function signInWithIdToken(idToken: string, headers: Headers): Promise<SignedInCustomer> {
  if (!(await hit(LIMITS.tokenExchangePerIp, clientIp(headers)))) throw new SignInRefused("rate_limited");
  const verified = await verifyFirebaseIdToken(idToken);
  const phone = verified && toE164(verified.phone);
  if (!verified || !phone) throw new SignInRefused("invalid_token");
  if (!(await hit(LIMITS.tokenExchangePerPhone, phone))) throw new SignInRefused("rate_limited");
  if (await isExhausted(LIMITS.wrongCodesPerCode, phone)) throw new SignInRefused("rate_limited");
  await reset(LIMITS.wrongCodesPerCode, phone);
  return upsertCustomer(phone, verified.uid);
}

async function upsertCustomer(phone: string, firebaseUid: string): Promise<SignedInCustomer> {
  const now = new Date();
  const customer = await db.customer.upsert({
    where: { phone },
    create: { phone, firebaseUid, lastSignInAt: now, mobiles: { create: { mobile: phone } } },
    update: { lastSignInAt: now },
  });
  return { id: customer.id, phone: customer.phone, name: customer.name, email: customer.email };
}

export function customerPrincipal(customer: { id: number }): CustomerPrincipal {
  return { kind: "customer", id: customer.id, role: "user" };
}

export type CustomerUserJson = ReturnType<typeof customerUserJson>;

/** The user object of the token API (SPEC.md section 6 "Auth response"). */
export function customerUserJson(customer: SignedInCustomer) {
  return {
    id: customer.id,
    username: customer.phone,
    phone: customer.phone,
    mobile: customer.phone,
    name: customer.name,
    email: customer.email,
    role: "user" as const,
  };
}
