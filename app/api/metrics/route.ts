import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { metrics } from "@/lib/server/observability/metrics";

function isMetricsToken(header: string | null, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * GET /api/metrics: this server's Prometheus metrics, for a scraper sending
 * `Authorization: Bearer {METRICS_TOKEN}`. Without METRICS_TOKEN there are none (404).
 */
export const GET = route({ endpoint: "metrics" }, async ({ request }) => {
  const token = env().METRICS_TOKEN;
  if (!token) throw new AppError(404, "not_found", "Not found");
  if (!isMetricsToken(request.headers.get("authorization"), token))
    throw new AppError(401, "unauthorized", "Send the metrics token as a bearer token.");
  return new Response(await metrics.registry.metrics(), {
    headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
  });
});
