import { listCoupons } from "@/lib/server/coupons/service";
import { route } from "@/lib/server/route-handler/route";

/** SPEC.md section 7 "Coupons": the coupons the caller may choose from, in three groups. */
export const GET = route({ endpoint: "coupons.list", auth: "caller" }, ({ principal }) =>
  listCoupons(principal?.kind === "customer" ? principal.id : null),
);
