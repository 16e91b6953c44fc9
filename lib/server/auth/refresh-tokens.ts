import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { issueAccessToken } from "./jwt";
import type { Principal } from "@/lib/domain/principal";

export const REFRESH_TOKEN_DAYS = 30;

export type TokenPair = { access: string; refresh: string };

function hash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function owner(principal: Principal) {
  return principal.kind === "customer" ? { customerId: principal.id } : { staffUserId: principal.id };
}

async function createRefreshToken(principal: Principal, familyId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.refreshToken.create({
    data: {
      tokenHash: hash(token),
      familyId,
      ...owner(principal),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000),
    },
  });
  return token;
}

/** A new access token and a refresh token starting a new family. */
export async function issueTokenPair(principal: Principal): Promise<TokenPair> {
  return { access: await issueAccessToken(principal), refresh: await createRefreshToken(principal, randomUUID()) };
}

/**
 * Exchanges a refresh token for a new pair (same family) and retires the old one. A token used a
 * second time means it leaked: the whole family is revoked and null returned, as for an unknown,
 * expired or revoked token, or one of another kind of account than `kind`.
 */
export async function rotateRefreshToken(token: string, kind: Principal["kind"]): Promise<TokenPair | null> {
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hash(token) },
    include: { staffUser: { select: { role: true, active: true } } },
  });
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) return null;
  const claimed = await db.refreshToken.updateMany({
    where: { id: stored.id, rotatedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (claimed.count === 0) {
    await revokeFamily(stored.familyId);
    return null;
  }
  const principal = principalOf(stored);
  if (!principal || principal.kind !== kind) return null;
  return { access: await issueAccessToken(principal), refresh: await createRefreshToken(principal, stored.familyId) };
}

function principalOf(stored: {
  customerId: number | null;
  staffUserId: number | null;
  staffUser: { role: "admin" | "editor"; active: boolean } | null;
}): Principal | null {
  if (stored.customerId) return { kind: "customer", id: stored.customerId, role: "user" };
  if (stored.staffUserId && stored.staffUser?.active) {
    return { kind: "staff", id: stored.staffUserId, role: stored.staffUser.role };
  }
  return null;
}

export async function revokeFamily(familyId: string): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}
