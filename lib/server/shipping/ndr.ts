import "server-only";
import { z } from "zod";
import type { NdrAction } from "@/lib/domain/rto";
import { NDR_CARRIER_ACTION } from "@/lib/domain/rto";
import { CarrierError } from "./carrier";

/**
 * Shiprocket's undelivered-shipment (NDR) calls behind the carrier port (facts: ../shared/facts/shiprocket.md,
 * the NDR tag of the public OpenAPI description): `GET /ndr/all` (paged) lists shipments with a failed
 * attempt, their reason, attempts and per-attempt history; `POST /ndr/{awb}/action` with `action`
 * `re-attempt` or `return` and `comments` answers 202. A `return` starts the RTO and cannot be undone.
 */

/** One failed attempt as the courier reports it. */
export type NdrAttemptReport = { attempt: number; reason: string; raisedAt: string | null };
/** A shipment in NDR: its AWB and each failed attempt, oldest first. */
export type NdrCase = { awb: string; attempts: NdrAttemptReport[] };

/** What a carrier that speaks NDR offers (the manual carrier does not: staff call the courier). */
export type NdrCarrier = {
  list(): Promise<NdrCase[]>;
  act(awb: string, action: NdrAction, comments: string): Promise<void>;
};

const NdrEntry = z.object({
  awb_code: z.coerce.string().min(1),
  reason: z.string().nullish(),
  attempts: z.coerce.number().int().nullish(),
  ndr_raised_at: z.string().nullish(),
  history: z
    .array(
      z.object({
        ndr_reason: z.string().nullish(),
        ndr_attempt: z.coerce.number().int(),
        ndr_raised_at: z.string().nullish(),
      }),
    )
    .nullish(),
});
export const NdrList = z.object({
  data: z.array(NdrEntry),
  meta: z
    .object({ pagination: z.object({ current_page: z.number(), total_pages: z.number() }).partial() })
    .partial()
    .nullish(),
});
const NdrActionAnswer = z.object({ status: z.string().optional() }).passthrough().nullable();

/** Pages read at most per poll (15 shipments each by default): a guard against a runaway pager. */
const MAX_PAGES = 50;

/** An entry's attempts: from its history (one per attempt number, the last reason given), else its counters. */
export function attemptsOf(entry: z.infer<typeof NdrEntry>): NdrAttemptReport[] {
  const byAttempt = new Map<number, NdrAttemptReport>();
  for (const row of entry.history ?? []) {
    if (row.ndr_attempt < 1) continue;
    const known = byAttempt.get(row.ndr_attempt);
    byAttempt.set(row.ndr_attempt, {
      attempt: row.ndr_attempt,
      reason: row.ndr_reason || known?.reason || "",
      raisedAt: known?.raisedAt ?? row.ndr_raised_at ?? null,
    });
  }
  const count = Math.max(entry.attempts ?? 0, ...byAttempt.keys(), 0);
  for (let attempt = 1; attempt <= count; attempt++) {
    if (!byAttempt.has(attempt))
      byAttempt.set(attempt, {
        attempt,
        reason: attempt === count ? (entry.reason ?? "") : "",
        raisedAt: attempt === count ? (entry.ndr_raised_at ?? null) : null,
      });
  }
  return [...byAttempt.values()].sort((a, b) => a.attempt - b.attempt);
}

type Call = <T extends z.ZodType>(
  method: "GET" | "POST",
  path: string,
  schema: T,
  body?: unknown,
  allow?: number[],
) => Promise<z.infer<T> | null>;

/** The NDR calls on Shiprocket's authenticated `call` (token renewal, refusals as CarrierError). */
export function shiprocketNdr(call: Call): NdrCarrier {
  return {
    async list() {
      const cases: NdrCase[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await call(
          "GET",
          `/ndr/all?${new URLSearchParams({ page: String(page), per_page: "50" })}`,
          NdrList,
        );
        if (!answer) break;
        cases.push(...answer.data.map((entry) => ({ awb: entry.awb_code, attempts: attemptsOf(entry) })));
        const pages = answer.meta?.pagination?.total_pages ?? 1;
        if (page >= pages || answer.data.length === 0) break;
      }
      return cases;
    },
    async act(awb, action, comments) {
      const answer = await call("POST", `/ndr/${encodeURIComponent(awb)}/action`, NdrActionAnswer, {
        action: NDR_CARRIER_ACTION[action],
        comments,
      });
      if (answer === null) throw new CarrierError("Shiprocket did not take the action. Nothing was changed.");
    },
  };
}
