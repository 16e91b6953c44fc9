import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { authenticate } from "@/lib/server/auth/guards";

/** Who the caller is (session cookie or bearer token), for clients and checks; 401 when nobody. */
export async function GET(request: NextRequest) {
  const auth = await authenticate(request);
  if (!auth.principal) {
    const message = auth.problem === "invalid" ? SIGN_IN_MESSAGES.authenticationFailed : SIGN_IN_MESSAGES.noAccessToken;
    return NextResponse.json({ error: "unauthorized", message }, { status: 401 });
  }
  return NextResponse.json(auth.principal);
}
