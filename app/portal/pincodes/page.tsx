import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { PincodeListScreen } from "@/components/portal/pincode-list-screen";

export const metadata: Metadata = { title: "Pincodes" };

export default function PortalPincodesPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading pincodes..." />}>
      <AdminsOnly refusal="Only administrators can manage pincodes">
        <PincodeListScreen />
      </AdminsOnly>
    </Suspense>
  );
}
