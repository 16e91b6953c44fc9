import { ADMINS } from "@/lib/domain/principal";
import { searchVariants } from "@/lib/server/orders/order-edits";
import { route } from "@/lib/server/route-handler/route";
import { variantSearch } from "@/lib/validation/orders/order-edits";

/** The order edit's product/variant picker. */
export const GET = route({ endpoint: "admin.variants.search", auth: ADMINS, query: variantSearch }, ({ query }) =>
  searchVariants(query.q),
);
