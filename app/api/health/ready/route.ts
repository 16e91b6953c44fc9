import { NextResponse } from "next/server";
import { route } from "@/lib/server/route-handler/route";
import { readiness } from "@/lib/server/health/readiness";

/** GET /api/health/ready: 200 when this server can take traffic, 503 with the failing checks otherwise (lib/server/health/readiness.ts). */
export const GET = route({ endpoint: "health.ready" }, async () => {
  const { ready, checks } = await readiness();
  return NextResponse.json(
    { status: ready ? "ready" : "not ready", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
