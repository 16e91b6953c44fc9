import type { NextRequest } from "next/server";
import { authenticate } from "@/lib/server/auth/guards";
import { answer } from "@/lib/server/http/customer-route";
import { listCoupons } from "@/lib/server/coupons/service";

/** SPEC.md section 7 "Coupons": the coupons the caller may choose from, in three groups. */
export async function GET(request: NextRequest) {
  const { principal } = await authenticate(request);
  return answer(() => listCoupons(principal?.kind === "customer" ? principal.id : null));
}
