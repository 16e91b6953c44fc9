import { route } from "@/lib/server/route-handler/route";

/** GET /api/health/live: the process answers (the orchestrator restarts a server that stops answering). */
export const GET = route(
  { endpoint: "health.live" },
  async () =>
    new Response(JSON.stringify({ status: "live" }), {
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    }),
);
