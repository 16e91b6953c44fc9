import "server-only";
import type { Prisma, StaffUser } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { endStaffSessions } from "@/lib/server/auth/sessions";
import { hashStaffPassword } from "@/lib/server/auth/staff";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, unlessTaken } from "@/lib/server/errors";
import type { StaffCreate, StaffPatch, StaffQuery } from "@/lib/validation/staff/management";

type Tx = Prisma.TransactionClient;

const staffNotFound = () => new AppError(404, "staff_not_found", "Staff member not found");

/** A staff account as the portal shows it: never its password hash. */
export function staffJson(row: StaffUser) {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.active,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

export async function listStaff(query: StaffQuery) {
  const where: Prisma.StaffUserWhereInput = { role: query.role, active: query.active };
  const [rows, count] = await Promise.all([
    db.staffUser.findMany({
      where,
      orderBy: { id: "asc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.staffUser.count({ where }),
  ]);
  return { results: rows.map(staffJson), count };
}

export type StaffJson = ReturnType<typeof staffJson>;
export type StaffPage = Awaited<ReturnType<typeof listStaff>>;

export async function getStaff(id: number) {
  const row = await db.staffUser.findUnique({ where: { id } });
  if (!row) throw staffNotFound();
  return staffJson(row);
}

export async function createStaff(input: StaffCreate, actor: Actor) {
  const passwordHash = await hashStaffPassword(input.password);
  return unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const created = staffJson(
          await tx.staffUser.create({
            data: { username: input.username, name: input.name, role: input.role, passwordHash },
          }),
        );
        await recordAudit(tx, actor, { action: "create", entity: "staff", entityId: created.id, after: created });
        return created;
      }),
    () => new AppError(409, "username_taken", `The username ${input.username} is taken.`, { field: "username" }),
  );
}

/**
 * Locks every active admin's row, then the account itself: two admins disabling each other at the
 * same time cannot leave the shop without one.
 */
async function lockedAccount(tx: Tx, id: number): Promise<{ account: StaffUser; activeAdmins: number }> {
  const admins = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM "StaffUser" WHERE role = 'admin' AND active ORDER BY id FOR UPDATE`;
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "StaffUser" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw staffNotFound();
  return { account: await tx.staffUser.findUniqueOrThrow({ where: { id } }), activeAdmins: admins.length };
}

/**
 * Renames, changes the role, resets the password or disables/enables an account, on the version the
 * admin saw (an older one is a 409 `edit_conflict`). An admin cannot
 * disable themselves, and the last active admin can be neither disabled nor made an editor (409).
 * Disabling or a new password also ends all the account's sessions (web and API, with their
 * refresh tokens): its next request, whatever it carries, is a 401.
 */
export async function updateStaff(id: number, { version, ...patch }: StaffPatch, actor: Actor) {
  const passwordHash = patch.password === undefined ? undefined : await hashStaffPassword(patch.password);
  return db.$transaction(async (tx) => {
    const { account, activeAdmins } = await lockedAccount(tx, id);
    checkVersion(account.version, version, "staff account");
    const disabling = patch.active === false && account.active;
    if (disabling && id === actor.staffId)
      throw new AppError(409, "cannot_disable_self", "You cannot disable your own account.");
    const losesAdmin = account.role === "admin" && account.active && (disabling || patch.role === "editor");
    if (losesAdmin && activeAdmins <= 1) {
      throw new AppError(409, "last_admin", "This is the last active admin: make another admin first.");
    }
    const updated = await tx.staffUser.update({
      where: { id },
      data: { name: patch.name, role: patch.role, active: patch.active, passwordHash, version: { increment: 1 } },
    });
    if (disabling || passwordHash) {
      await endStaffSessions(tx, id);
    }
    const before = staffJson(account);
    const after = staffJson(updated);
    const change = changedFields(before, after);
    const action = disabling
      ? "disable"
      : patch.active === true && !account.active
        ? "enable"
        : passwordHash
          ? "reset_password"
          : "update";
    // The audit says that a password changed, never what it is.
    await recordAudit(tx, actor, {
      action,
      entity: "staff",
      entityId: id,
      before: change.before,
      after: { ...change.after, ...(passwordHash ? { password_reset: true } : {}) },
    });
    return after;
  });
}
