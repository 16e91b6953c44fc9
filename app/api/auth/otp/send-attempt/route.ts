import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { jsonError, parseBody, refusedResponse } from "@/lib/server/auth/http";
import { InvalidPhone, recordCodeSend } from "@/lib/server/auth/otp";

const Body = z.object({ phone: z.string().trim().min(1) });

/** Asked by the login page before sending a code: 429 past the send limits, 400 for a bad number. */
export async function POST(request: NextRequest) {
  const body = await parseBody(request, Body, SIGN_IN_MESSAGES.invalidPhone);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json({ phone: await recordCodeSend(body.data.phone, request.headers) });
  } catch (error) {
    if (error instanceof InvalidPhone) return jsonError(400, "invalid_phone", SIGN_IN_MESSAGES.invalidPhone);
    return refusedResponse(error);
  }
}
