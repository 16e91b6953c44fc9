import { customerDataExport } from "@/lib/server/data-rights/export";
import { auditDataExport } from "@/lib/server/data-rights/erasure";
import { LIMITS, limitPerSubject } from "@/lib/server/security/rate-limit";
import { route } from "@/lib/server/route-handler/route";

/** "Download my data": the caller's own personal data as a JSON file (at most 5 an hour). Audited. */
export const GET = route({ endpoint: "customer.dataExport", auth: "customer" }, async ({ customer }) => {
  await limitPerSubject(LIMITS.dataExportPerCustomer, String(customer.id));
  const data = await customerDataExport(customer.id);
  await auditDataExport(customer.id);
  const day = data.exported_at.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="my-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});
