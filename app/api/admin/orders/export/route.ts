import { adminRoute, jsonError } from "@/lib/server/admin/http";
import { exportOrdersCsv } from "@/lib/server/orders/admin-queries";
import { parseAdminOrderFilters } from "@/lib/validation/admin-orders";

/** The filtered orders as a streamed CSV attachment named orders_{YYYY-MM-DD}.csv. */
export const GET = adminRoute(async (request) => {
  const filters = parseAdminOrderFilters(new URL(request.url).searchParams);
  if (!filters.success) return jsonError(400, "invalid_filters", filters.error.issues[0]?.message ?? "Invalid filters");
  const rows = exportOrdersCsv(filters.data);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="orders_${day}.csv"`, "cache-control": "no-store" },
  });
});
