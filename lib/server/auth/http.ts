import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { SIGN_IN_FAILURES, SignInRefused } from "./errors";

export function jsonError(status: number, error: string, message: string): NextResponse {
  return NextResponse.json({ error, message }, { status });
}

/** The request's JSON body parsed with `schema`, or a 400 answer naming the problem. */
export async function parseBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  message: string,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: NextResponse }> {
  const body = await request.json().catch(() => undefined);
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: jsonError(400, "invalid_request", message) };
}

/** A refused sign-in as its JSON answer; anything else is a server fault and is re-thrown. */
export function refusedResponse(error: unknown): NextResponse {
  if (!(error instanceof SignInRefused)) throw error;
  const { status, message } = SIGN_IN_FAILURES[error.reason];
  return jsonError(status, error.reason, message);
}
