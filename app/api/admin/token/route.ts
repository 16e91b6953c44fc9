import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { parseBody, refusedResponse } from "@/lib/server/auth/http";
import { issueTokenPair } from "@/lib/server/auth/refresh-tokens";
import { signInStaff, staffPrincipal, staffUserJson } from "@/lib/server/auth/staff";

const Body = z.object({ username: z.string().trim().min(1), password: z.string().min(1) });

/** Staff (admin or editor) API login: { username, password } -> { access, refresh, user }. */
export async function POST(request: NextRequest) {
  const body = await parseBody(request, Body, "Username and password are required.");
  if (!body.ok) return body.response;
  try {
    const staff = await signInStaff(body.data.username, body.data.password, request.headers);
    const tokens = await issueTokenPair(staffPrincipal(staff));
    return NextResponse.json({ ...tokens, user: staffUserJson(staff) });
  } catch (error) {
    return refusedResponse(error);
  }
}
