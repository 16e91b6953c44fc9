import { STAFF } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { listContactMessages } from "@/lib/server/contact/contact-inbox";
import { messageQuery } from "@/lib/validation/catalog-management/storefront-content";

/** The contact inbox newest first; `?handled=true|false` filters, paged -> { results, count }. */
export const GET = route({ endpoint: "portal.messages.list", auth: STAFF, query: messageQuery }, ({ query }) =>
  listContactMessages(query),
);
