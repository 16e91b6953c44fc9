import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { EditCouponScreen } from "@/components/portal/coupon-edit-screens";

export const metadata: Metadata = { title: "Edit coupon" };

export default function PortalEditCouponPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the coupon..." />}>
      <AdminsOnly refusal="Only administrators can manage coupons">
        <EditCouponScreen />
      </AdminsOnly>
    </Suspense>
  );
}
