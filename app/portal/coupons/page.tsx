import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { CouponListScreen } from "@/components/portal/coupon-list-screen";

export const metadata: Metadata = { title: "Coupons" };

export default function PortalCouponsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading coupons..." />}>
      <AdminsOnly refusal="Only administrators can manage coupons">
        <CouponListScreen />
      </AdminsOnly>
    </Suspense>
  );
}
