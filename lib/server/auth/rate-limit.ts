import "server-only";
import { db } from "@/lib/server/db";

/** A fixed-window limit: at most `max` events per `windowSeconds` for one key. */
export type Limit = { name: string; max: number; windowSeconds: number };

/** The shop's abuse limits (DESIGN.md section 6: counted in PostgreSQL, shared by every app server). */
export const LIMITS = {
  otpSendPerPhone: { name: "otp-send:phone", max: 5, windowSeconds: 60 * 60 },
  otpSendPerIp: { name: "otp-send:ip", max: 30, windowSeconds: 60 * 60 },
  /** Wrong codes for the code last sent to a phone: sending a new code starts again. */
  wrongCodesPerCode: { name: "otp-wrong", max: 5, windowSeconds: 15 * 60 },
  /** Phone sign-ins (POST /api/token/ and the web's), counted by the server at the exchange itself. */
  tokenExchangePerIp: { name: "token-exchange:ip", max: 60, windowSeconds: 60 * 60 },
  tokenExchangePerPhone: { name: "token-exchange:phone", max: 10, windowSeconds: 60 * 60 },
  staffLoginFailuresPerUsername: { name: "staff-login:username", max: 5, windowSeconds: 15 * 60 },
  staffLoginFailuresPerIp: { name: "staff-login:ip", max: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${subject.toLowerCase()}`;
}

/** Counts one event and returns how many the window now holds (atomic across servers). */
export async function countEvent(limit: Limit, subject: string): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "count", "windowStart", "expiresAt")
    VALUES (${keyOf(limit, subject)}, 1, now(), now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN now() ELSE "RateLimitCounter"."windowStart" END,
      "expiresAt" = CASE WHEN "RateLimitCounter"."expiresAt" <= now() THEN EXCLUDED."expiresAt" ELSE "RateLimitCounter"."expiresAt" END
    RETURNING "count"`;
  return rows[0].count;
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
