import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite, ownOrigins } from "@/lib/http/cross-site";
import { isProductionDeployment } from "@/lib/http/security-headers";

/**
 * The refusal of a state-changing request sent from another site's page (lib/http/cross-site.ts),
 * or null when it may go on. The route wrapper and proxy.ts both ask it before anything else.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const origins = ownOrigins(env().APP_URL, request.headers.get("host"), isProductionDeployment(process.env));
  if (!isCrossSiteWrite(request.method, request.headers, origins)) return null;
  return NextResponse.json(CROSS_SITE_REFUSAL, { status: 403, headers: { "cache-control": "no-store" } });
}
