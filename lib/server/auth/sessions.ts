import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import type { Principal, StaffRole } from "@/lib/domain/principal";
import { db } from "@/lib/server/db";

/**
 * Revocable sessions (DESIGN.md section 4). The web session cookie and an API client's access and
 * refresh tokens carry the id of a Session row; every authenticated request looks it up once (by
 * primary key) and is refused when the row is gone, past its end, idle too long, or its staff
 * account is disabled. Sign-out deletes the row; a staff password change or a disabled account
 * deletes all of the account's rows, and with them their refresh tokens.
 */
export const SESSION_LIFETIMES = {
  /** Customers stay signed in for 30 days unless they sign out. */
  customer: { absoluteSeconds: 30 * 24 * 60 * 60, idleSeconds: null },
  /** Staff: a working day at most, and 30 minutes without a request ends it. */
  staff: { absoluteSeconds: 8 * 60 * 60, idleSeconds: 30 * 60 },
} as const satisfies Record<Principal["kind"], { absoluteSeconds: number; idleSeconds: number | null }>;

/** The last-use time of a session is written at most this often. */
export const SESSION_TOUCH_SECONDS = 60;

export type SessionClient = "web" | "api";

export type StartedSession = { id: string; principal: Principal; expiresAt: Date };

type Tx = Prisma.TransactionClient;

function ownerOf(principal: Principal) {
  return principal.kind === "customer" ? { customerId: principal.id } : { staffUserId: principal.id };
}

/** Opens a session for `principal` (and clears sessions that have ended, so the table stays small). */
export async function startSession(principal: Principal, client: SessionClient): Promise<StartedSession> {
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_LIFETIMES[principal.kind].absoluteSeconds * 1000);
  const id = randomBytes(32).toString("base64url");
  await db.session.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
  await db.session.create({ data: { id, client, expiresAt, ...ownerOf(principal) } });
  return { id, principal, expiresAt };
}

/** Seconds until the session ends at the latest (for a token's or cookie's own expiry). */
export function secondsLeft(session: { expiresAt: Date }): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
}

type SessionRow = {
  customerId: number | null;
  staffUserId: number | null;
  expiresAt: Date;
  lastSeenAt: Date;
  staffActive: boolean | null;
  staffRole: StaffRole | null;
};

/**
 * The principal of a live session `id`, as the database has it now (a staff member's current role),
 * or null. `claimed` is who the token says it is for: a session of anyone else counts as none.
 * Slides the idle expiry, writing the last use at most once a minute.
 */
export async function activeSession(
  id: string,
  claimed: Pick<Principal, "kind" | "id">,
): Promise<StartedSession | null> {
  const [row] = await db.$queryRaw<SessionRow[]>`
    SELECT s."customerId", s."staffUserId", s."expiresAt", s."lastSeenAt", u.active AS "staffActive", u.role::text AS "staffRole"
    FROM "Session" s LEFT JOIN "StaffUser" u ON u.id = s."staffUserId"
    WHERE s.id = ${id}`;
  if (!row) return null;
  const principal = principalOf(row);
  if (!principal || principal.kind !== claimed.kind || principal.id !== claimed.id) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return null;
  const { idleSeconds } = SESSION_LIFETIMES[principal.kind];
  if (idleSeconds !== null) {
    if (row.lastSeenAt.getTime() + idleSeconds * 1000 <= now) return null;
    if (row.lastSeenAt.getTime() + SESSION_TOUCH_SECONDS * 1000 <= now) {
      await db.session.updateMany({ where: { id, lastSeenAt: row.lastSeenAt }, data: { lastSeenAt: new Date(now) } });
    }
  }
  return { id, principal, expiresAt: row.expiresAt };
}

function principalOf(row: SessionRow): Principal | null {
  if (row.customerId !== null) return { kind: "customer", id: row.customerId, role: "user" };
  if (row.staffUserId !== null && row.staffActive && row.staffRole)
    return { kind: "staff", id: row.staffUserId, role: row.staffRole };
  return null;
}

/** Signs a session out (its cookie and tokens are refused from now on). Unknown ids are ignored. */
export async function endSession(id: string): Promise<void> {
  await db.session.deleteMany({ where: { id } });
}

/** Ends every session of a staff account (disabled, or a new password), in the caller's transaction. */
export async function endStaffSessions(tx: Tx, staffUserId: number): Promise<void> {
  await tx.session.deleteMany({ where: { staffUserId } });
}
