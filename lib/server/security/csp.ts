import { NextResponse, type NextRequest } from "next/server";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, createNonce } from "@/lib/http/content-security-policy";

/**
 * Serves a page rendered for this request under a policy with a fresh nonce (DESIGN.md section 6a):
 * Next.js reads the nonce from the request's Content-Security-Policy header and puts it on its own
 * scripts; the browser gets the same policy.
 */
export function nextWithNonce(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy(process.env, createNonce());
  const headers = new Headers(request.headers);
  headers.set(CONTENT_SECURITY_POLICY, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}
