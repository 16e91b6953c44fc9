import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { PortalCoupons } from "@/components/portal/coupons-page";

export const metadata: Metadata = { title: "Coupons" };

export default function PortalCouponsPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading coupons..." />}>
      <AdminsOnly refusal="Only administrators can manage coupons">
        <PortalCoupons />
      </AdminsOnly>
    </Suspense>
  );
}
