import "server-only";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { clientIp } from "@/lib/server/requests/client-ip";

/** At most `max` events per `windowSeconds` for one key (fixed windows; a sliding one for staff sign-in failures). */
export type Limit = { name: string; max: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The shop's abuse limits (DESIGN.md section 6: counted in PostgreSQL, shared by every app server). */
export const LIMITS = {
  otpSendPerPhone: { name: "otp-send:phone", max: 5, windowSeconds: HOUR },
  otpSendPerIp: { name: "otp-send:ip", max: 30, windowSeconds: HOUR },
  /** Wrong codes for the code last sent to a phone: sending a new code starts again. */
  wrongCodesPerCode: { name: "otp-wrong", max: 5, windowSeconds: 15 * MINUTE },
  /** Phone sign-ins (POST /api/token/ and the web's), counted by the server at the exchange itself. */
  tokenExchangePerIp: { name: "token-exchange:ip", max: 60, windowSeconds: HOUR },
  tokenExchangePerPhone: { name: "token-exchange:phone", max: 10, windowSeconds: HOUR },
  /** Staff sign-in failures (lib/server/auth/staff.ts): one address guessing one account. */
  staffLoginFailuresPerUsernameAndIp: { name: "staff-login:username+ip", max: 5, windowSeconds: 15 * MINUTE },
  /** One address guessing many accounts. */
  staffLoginFailuresPerIp: { name: "staff-login:ip", max: 20, windowSeconds: 15 * MINUTE },
  /** Many addresses guessing one account: past it, only addresses the account signed in from lately may try. */
  staffLoginFailuresPerUsername: { name: "staff-login:username", max: 100, windowSeconds: 24 * HOUR },
  /** Public forms and lookups, per client address: far above what a shopper does by hand. */
  contactPerIp: { name: "contact:ip", max: 10, windowSeconds: HOUR },
  newsletterPerIp: { name: "newsletter:ip", max: 10, windowSeconds: HOUR },
  deliveryCheckPerIp: { name: "delivery-check:ip", max: 120, windowSeconds: 10 * MINUTE },
  searchSuggestionsPerIp: { name: "search-suggestions:ip", max: 300, windowSeconds: 10 * MINUTE },
  chatRecommendationsPerIp: { name: "chat-recommendations:ip", max: 60, windowSeconds: 10 * MINUTE },
  /** "Download my data" (docs/privacy.md), per customer: each file gathers every record of the account. */
  dataExportPerCustomer: { name: "data-export:customer", max: 5, windowSeconds: HOUR },
  /** Photos for a return request (docs/returns.md), per customer: three a request, retries and a few returns. */
  returnPhotoUploadPerCustomer: { name: "return-photo-upload:customer", max: 30, windowSeconds: HOUR },
  /** The admin notifications screen's "Send a test", per staff member. */
  notificationTestPerStaff: { name: "notification-test:staff", max: 10, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${subject.toLowerCase()}`;
}

/** Counts one event; the count the window now holds and when it ends (atomic across servers). */
async function record(limit: Limit, subject: string): Promise<{ count: number; expiresAt: Date }> {
  const rows = await db.$queryRaw<{ count: number; expiresAt: Date }[]>`
    INSERT INTO "RateLimitCounter" ("key", "count", "windowStart", "expiresAt")
    VALUES (${keyOf(limit, subject)}, 1, now(), now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN now() ELSE "RateLimitCounter"."windowStart" END,
      "expiresAt" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN EXCLUDED."expiresAt" ELSE "RateLimitCounter"."expiresAt" END
    RETURNING "count", "expiresAt"`;
  return rows[0];
}

/** Counts one event and returns how many the window now holds. */
export async function countEvent(limit: Limit, subject: string): Promise<number> {
  return (await record(limit, subject)).count;
}

/** Counts one event and tells whether it is still within the limit. */
export async function hit(limit: Limit, subject: string): Promise<boolean> {
  return (await countEvent(limit, subject)) <= limit.max;
}

/** Whether the limit is already used up, without counting an event. */
export async function isExhausted(limit: Limit, subject: string): Promise<boolean> {
  const counter = await db.rateLimitCounter.findUnique({ where: { key: keyOf(limit, subject) } });
  return counter !== null && counter.expiresAt > new Date() && counter.count >= limit.max;
}

export async function reset(limit: Limit, subject: string): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { key: keyOf(limit, subject) } });
}

/** A request past a limit: 429 with the spec's text, and `Retry-After` when the window ends. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    "rate_limited",
    SIGN_IN_MESSAGES.tooManyAttempts,
    {},
    { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

/** Counts one event of `subject` (a customer, a staff member) and refuses it past `limit`. */
export async function limitPerSubject(limit: Limit, subject: string): Promise<void> {
  const { count, expiresAt } = await record(limit, subject);
  if (count > limit.max) throw tooManyAttempts((expiresAt.getTime() - Date.now()) / 1000);
}

/** Counts one request from the caller's address (lib/server/requests/client-ip.ts) and refuses it past `limit`. */
export async function limitPerAddress(limit: Limit, headers: Headers): Promise<void> {
  const { count, expiresAt } = await record(limit, clientIp(headers));
  if (count > limit.max) throw tooManyAttempts((expiresAt.getTime() - Date.now()) / 1000);
}
