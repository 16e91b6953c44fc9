import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { NewCouponScreen } from "@/components/portal/coupon-edit-screens";

export const metadata: Metadata = { title: "New coupon" };

export default function PortalNewCouponPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <AdminsOnly refusal="Only administrators can manage coupons">
        <NewCouponScreen />
      </AdminsOnly>
    </Suspense>
  );
}
