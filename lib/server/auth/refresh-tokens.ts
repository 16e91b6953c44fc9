import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { issueAccessToken } from "./jwt";
import type { Principal } from "@/lib/domain/principal";
import { activeSession, endSession, startSession, type StartedSession } from "./sessions";

export const REFRESH_TOKEN_DAYS = 30;

export type TokenPair = { access: string; refresh: string };

function hash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A refresh token of `session`; it never outlives the session. */
async function createRefreshToken(session: StartedSession, familyId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const days = new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await db.refreshToken.create({
    data: {
      tokenHash: hash(token),
      familyId,
      sessionId: session.id,
      expiresAt: days < session.expiresAt ? days : session.expiresAt,
    },
  });
  return token;
}

/** Signs an API client in: a new session, its access token and a refresh token starting a new family. */
export async function issueTokenPair(principal: Principal): Promise<TokenPair> {
  const session = await startSession(principal, "api");
  return { access: await issueAccessToken(session), refresh: await createRefreshToken(session, randomUUID()) };
}

/**
 * Exchanges a refresh token for a new pair (same session and family) and retires the old one. A
 * token used a second time means it leaked: its session is ended (every token of it refused) and
 * null returned, as for an unknown, expired or revoked token, one whose session has ended, or one of
 * another kind of account than `kind`.
 */
export async function rotateRefreshToken(token: string, kind: Principal["kind"]): Promise<TokenPair | null> {
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: hash(token) },
    include: { session: { select: { customerId: true, staffUserId: true } } },
  });
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) return null;
  const claimed = await db.refreshToken.updateMany({
    where: { id: stored.id, rotatedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (claimed.count === 0) {
    await endSession(stored.sessionId);
    return null;
  }
  const { customerId, staffUserId } = stored.session;
  const owner = customerId
    ? { kind: "customer" as const, id: customerId }
    : staffUserId
      ? { kind: "staff" as const, id: staffUserId }
      : null;
  if (!owner || owner.kind !== kind) return null;
  const session = await activeSession(stored.sessionId, owner);
  if (!session) return null;
  return { access: await issueAccessToken(session), refresh: await createRefreshToken(session, stored.familyId) };
}
