import { STAFF } from "@/lib/domain/principal";
import { countPortalProductViews } from "@/lib/server/catalog-management/products";
import { route } from "@/lib/server/route-handler/route";

/** The portal dashboard's figures: how many products each view of the table holds (`PORTAL_PRODUCT_VIEWS`). */
export const GET = route({ endpoint: "portal.products.counts", auth: STAFF }, () => countPortalProductViews());
