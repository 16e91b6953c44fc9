import { ADMINS } from "@/lib/domain/principal";
import { csvAttachment } from "@/lib/server/requests/csv";
import { route } from "@/lib/server/route-handler/route";
import { exportOrdersCsv, ordersExportFileName } from "@/lib/server/orders/admin-queries";
import { adminOrderFilters } from "@/lib/validation/orders/admin";

/** The filtered orders as a streamed CSV attachment named orders_{YYYY-MM-DD}.csv (India's date), with a BOM for Excel. */
export const GET = route(
  {
    endpoint: "admin.orders.export",
    auth: ADMINS,
    query: adminOrderFilters,
    refuse: { query: { code: "invalid_filters" } },
  },
  async ({ query }) => csvAttachment(ordersExportFileName(), exportOrdersCsv(query), { bom: true }),
);
