import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { EditPincodeScreen } from "@/components/portal/pincode-edit-screens";

export const metadata: Metadata = { title: "Edit pincode" };

/** `/portal/pincodes/{pincode}`: the path's id is the six-digit pincode. */
export default function PortalEditPincodePage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the pincode..." />}>
      <AdminsOnly refusal="Only administrators can manage pincodes">
        <EditPincodeScreen />
      </AdminsOnly>
    </Suspense>
  );
}
