import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { EditStaffScreen } from "@/components/portal/staff-edit-screens";

export const metadata: Metadata = { title: "Edit staff account" };

export default function PortalEditStaffPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the account..." />}>
      <AdminsOnly refusal="Only administrators can manage staff accounts">
        <EditStaffScreen />
      </AdminsOnly>
    </Suspense>
  );
}
