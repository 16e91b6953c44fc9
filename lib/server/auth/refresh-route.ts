import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { jsonError, parseBody } from "./http";
import type { Principal } from "./principal";
import { rotateRefreshToken } from "./refresh-tokens";

const Body = z.object({ refresh: z.string().min(1) });

/** The two refresh endpoints: 400 without a token, 401 for an unknown, expired, revoked or reused one. */
export async function refreshRoute(
  request: NextRequest,
  kind: Principal["kind"],
  messages: { missing: string; failed: string },
): Promise<NextResponse> {
  const body = await parseBody(request, Body, messages.missing);
  if (!body.ok) return body.response;
  const pair = await rotateRefreshToken(body.data.refresh, kind);
  return pair ? NextResponse.json(pair) : jsonError(401, "invalid_refresh_token", messages.failed);
}
