import "server-only";
import bcrypt from "bcryptjs";
import type { Prisma } from "@prisma/client";
import type { Actor, StaffPrincipal } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { SignInRefused } from "./errors";
import { clientIp } from "@/lib/server/requests/client-ip";
import { type Limit, LIMITS } from "@/lib/server/security/rate-limit";

export type SignedInStaff = { id: number; username: string; name: string; role: StaffPrincipal["role"] };

/** bcrypt's cost for staff passwords (the seed's accounts use the same). */
const PASSWORD_COST = 10;

/** A staff password as stored: bcrypt, never the password itself. */
export function hashStaffPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_COST);
}

/** Compared against when the username is unknown, so both cases take as long. */
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", PASSWORD_COST);
const ATTEMPT_KIND = "staff";
/** An address the account signed in from within this many days may still try once the account-wide limit is reached. */
const KNOWN_ADDRESS_DAYS = 30;
/** Who the audit log names for a lock the sign-in itself set. */
const SIGN_IN_GUARD: Actor = { staffId: null, name: "Sign-in guard" };

type Failures = { perUsernameAndIp: number; perIp: number; perUsername: number };

const since = (seconds: number) => new Date(Date.now() - seconds * 1000);

function failuresWithin(limit: Limit, where: Prisma.LoginAttemptWhereInput): Promise<number> {
  return db.loginAttempt.count({
    where: { kind: ATTEMPT_KIND, success: false, createdAt: { gt: since(limit.windowSeconds) }, ...where },
  });
}

/** The failures each limit counts, the attempt being decided among them. */
async function failuresOf(identifier: string, ip: string): Promise<Failures> {
  const [perUsernameAndIp, perIp, perUsername] = await Promise.all([
    failuresWithin(LIMITS.staffLoginFailuresPerUsernameAndIp, { identifier, ip }),
    failuresWithin(LIMITS.staffLoginFailuresPerIp, { ip }),
    failuresWithin(LIMITS.staffLoginFailuresPerUsername, { identifier }),
  ]);
  return { perUsernameAndIp, perIp, perUsername };
}

async function signedInFrom(identifier: string, ip: string): Promise<boolean> {
  const createdAt = { gt: since(KNOWN_ADDRESS_DAYS * 24 * 60 * 60) };
  return (
    (await db.loginAttempt.findFirst({
      where: { kind: ATTEMPT_KIND, success: true, identifier, ip, createdAt },
      select: { id: true },
    })) !== null
  );
}

/**
 * The lockout (docs/security.md, "Abuse limits"): an address that keeps failing for an account, or for many,
 * is refused for a while; guesses spread over many addresses are capped per account, and past that
 * cap only addresses the account signed in from lately may still try, so a stranger cannot lock
 * the owner out.
 */
async function isRefused(identifier: string, ip: string, failures: Failures): Promise<boolean> {
  if (failures.perUsernameAndIp > LIMITS.staffLoginFailuresPerUsernameAndIp.max) return true;
  if (failures.perIp > LIMITS.staffLoginFailuresPerIp.max) return true;
  return failures.perUsername > LIMITS.staffLoginFailuresPerUsername.max && !(await signedInFrom(identifier, ip));
}

const LOCKED = "sign_in_locked";

/**
 * The failure that sets a lock on an account is audited so an admin sees the account being guessed:
 * once per lock and window, however long the guessing goes on.
 */
async function auditLockSet(staff: { id: number; username: string }, ip: string, failures: Failures): Promise<void> {
  const locks = [
    {
      lock: { scope: "address", address: ip },
      limit: LIMITS.staffLoginFailuresPerUsernameAndIp,
      count: failures.perUsernameAndIp,
    },
    { lock: { scope: "account" }, limit: LIMITS.staffLoginFailuresPerUsername, count: failures.perUsername },
  ].filter(({ limit, count }) => count === limit.max);
  for (const { lock, limit } of locks) {
    const sameLock = Object.entries(lock).map(([field, value]) => ({ after: { path: [field], equals: value } }));
    const where = {
      entity: "staff",
      entityId: String(staff.id),
      action: LOCKED,
      createdAt: { gt: since(limit.windowSeconds) },
      AND: sameLock,
    };
    await db.$transaction(async (tx) => {
      // Failures sent together may each see the count reach the limit: one of them writes the entry.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${LOCKED}:${staff.id}`}))::text`;
      if (await tx.auditEntry.findFirst({ where, select: { id: true } })) return;
      await recordAudit(tx, SIGN_IN_GUARD, {
        action: LOCKED,
        entity: "staff",
        entityId: staff.id,
        after: {
          username: staff.username,
          address: ip,
          ...lock,
          failures: limit.max,
          window_minutes: limit.windowSeconds / 60,
        },
      });
    });
  }
}

/**
 * Checks a staff member's username and password. The attempt is recorded as a failure before the
 * password is compared, so requests sent together all count against the limits they are judged by.
 */
export async function signInStaff(usernameInput: string, password: string, headers: Headers): Promise<SignedInStaff> {
  // Usernames are stored lower-case (lib/validation/portal-staff.ts): "Meera.Iyer" signs in as meera.iyer.
  const identifier = usernameInput.trim().toLowerCase();
  const ip = clientIp(headers);
  const attempt = await db.loginAttempt.create({ data: { kind: ATTEMPT_KIND, identifier, ip, success: false } });
  const failures = await failuresOf(identifier, ip);
  if (await isRefused(identifier, ip, failures)) {
    await db.loginAttempt.delete({ where: { id: attempt.id } });
    throw new SignInRefused("rate_limited");
  }
  const staff = await db.staffUser.findUnique({ where: { username: identifier } });
  const matches = await bcrypt.compare(password, staff?.passwordHash ?? DUMMY_HASH);
  if (!staff || !staff.active || !matches) {
    if (staff) await auditLockSet(staff, ip, failures);
    throw new SignInRefused("invalid_credentials");
  }
  await db.$transaction([
    db.loginAttempt.update({ where: { id: attempt.id }, data: { success: true } }),
    db.staffUser.update({ where: { id: staff.id }, data: { lastLoginAt: new Date() } }),
  ]);
  return { id: staff.id, username: staff.username, name: staff.name, role: staff.role };
}

export function staffPrincipal(staff: Pick<SignedInStaff, "id" | "role">): StaffPrincipal {
  return { kind: "staff", id: staff.id, role: staff.role };
}

/** The user object of the admin token API (SPEC.md section 6 "Admin login response"). */
export function staffUserJson(staff: SignedInStaff) {
  return { id: staff.id, username: staff.username, name: staff.name, role: staff.role };
}
