import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { EditPincode } from "@/components/portal/pincode-editor";

export const metadata: Metadata = { title: "Edit pincode" };

/** `/portal/pincodes/{pincode}`: the path's id is the six-digit pincode. */
export default function PortalEditPincodePage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the pincode..." />}>
      <AdminsOnly refusal="Only administrators can manage pincodes">
        <EditPincode />
      </AdminsOnly>
    </Suspense>
  );
}
