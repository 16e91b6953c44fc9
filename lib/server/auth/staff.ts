import "server-only";
import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { SignInRefused } from "./errors";
import type { StaffPrincipal } from "@/lib/domain/principal";
import { clientIp } from "@/lib/server/http/client-ip";
import { type Limit, LIMITS } from "./rate-limit";

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

async function failuresWithin(limit: Limit, where: { identifier: string } | { ip: string }): Promise<number> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  return db.loginAttempt.count({ where: { kind: ATTEMPT_KIND, success: false, createdAt: { gt: since }, ...where } });
}

async function isLockedOut(username: string, ip: string): Promise<boolean> {
  const [byUsername, byIp] = await Promise.all([
    failuresWithin(LIMITS.staffLoginFailuresPerUsername, { identifier: username }),
    failuresWithin(LIMITS.staffLoginFailuresPerIp, { ip }),
  ]);
  return byUsername >= LIMITS.staffLoginFailuresPerUsername.max || byIp >= LIMITS.staffLoginFailuresPerIp.max;
}

/** Checks a staff member's username and password; every attempt is recorded for the lockout. */
export async function signInStaff(usernameInput: string, password: string, headers: Headers): Promise<SignedInStaff> {
  const username = usernameInput.trim();
  const identifier = username.toLowerCase();
  const ip = clientIp(headers);
  if (await isLockedOut(identifier, ip)) throw new SignInRefused("rate_limited");
  // Usernames are stored lower-case (lib/validation/portal-staff.ts): "Meera.Iyer" signs in as meera.iyer.
  const staff = await db.staffUser.findUnique({ where: { username: identifier } });
  const matches = await bcrypt.compare(password, staff?.passwordHash ?? DUMMY_HASH);
  const success = Boolean(staff?.active && matches);
  await db.loginAttempt.create({ data: { kind: ATTEMPT_KIND, identifier, ip, success } });
  if (!staff || !success) throw new SignInRefused("invalid_credentials");
  await db.staffUser.update({ where: { id: staff.id }, data: { lastLoginAt: new Date() } });
  return { id: staff.id, username: staff.username, name: staff.name, role: staff.role };
}

export function staffPrincipal(staff: Pick<SignedInStaff, "id" | "role">): StaffPrincipal {
  return { kind: "staff", id: staff.id, role: staff.role };
}

/** The user object of the admin token API (SPEC.md section 6 "Admin login response"). */
export function staffUserJson(staff: SignedInStaff) {
  return { id: staff.id, username: staff.username, name: staff.name, role: staff.role };
}
