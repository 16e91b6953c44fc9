import { ADMINS } from "@/lib/domain/principal";
import { listNdrQueue } from "@/lib/server/orders/ndr";
import { route } from "@/lib/server/route-handler/route";
import { ndrQueueQuery } from "@/lib/validation/orders/ndr";

/** The NDR queue: shipments with a failed delivery attempt (latest first), filtered by what staff did about it. */
export const GET = route({ endpoint: "admin.ndr.queue", auth: ADMINS, query: ndrQueueQuery }, ({ query }) =>
  listNdrQueue(query),
);
