import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { NewPincodeScreen } from "@/components/portal/pincode-edit-screens";

export const metadata: Metadata = { title: "New pincode" };

export default function PortalNewPincodePage() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <AdminsOnly refusal="Only administrators can manage pincodes">
        <NewPincodeScreen />
      </AdminsOnly>
    </Suspense>
  );
}
