import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { customerPrincipal, customerUserJson, signInWithIdToken } from "@/lib/server/auth/customers";
import { parseBody, refusedResponse } from "@/lib/server/auth/http";
import { issueTokenPair } from "@/lib/server/auth/refresh-tokens";

const Body = z.object({ id_token: z.string().min(1) });

/** Exchanges a Firebase ID token (proof of the phone) for an access and refresh token pair. */
export async function POST(request: NextRequest) {
  const body = await parseBody(request, Body, "id_token (a Firebase ID token) is required.");
  if (!body.ok) return body.response;
  try {
    const customer = await signInWithIdToken(body.data.id_token, request.headers);
    const tokens = await issueTokenPair(customerPrincipal(customer));
    return NextResponse.json({ ...tokens, user: customerUserJson(customer), message: SIGN_IN_MESSAGES.success });
  } catch (error) {
    return refusedResponse(error);
  }
}
