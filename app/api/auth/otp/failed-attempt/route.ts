import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { jsonError, parseBody, refusedResponse } from "@/lib/server/auth/http";
import { InvalidPhone, recordWrongCode } from "@/lib/server/auth/otp";

const Body = z.object({ phone: z.string().trim().min(1) });

/** Told by the login page after a wrong code: 429 once the code has had too many wrong tries. */
export async function POST(request: NextRequest) {
  const body = await parseBody(request, Body, SIGN_IN_MESSAGES.invalidPhone);
  if (!body.ok) return body.response;
  try {
    await recordWrongCode(body.data.phone);
    return NextResponse.json({ recorded: true });
  } catch (error) {
    if (error instanceof InvalidPhone) return jsonError(400, "invalid_phone", SIGN_IN_MESSAGES.invalidPhone);
    return refusedResponse(error);
  }
}
