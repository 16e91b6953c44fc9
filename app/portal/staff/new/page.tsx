import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { NewStaffScreen } from "@/components/portal/staff-edit-screens";

export const metadata: Metadata = { title: "New staff account" };

export default function PortalNewStaffPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <AdminsOnly refusal="Only administrators can manage staff accounts">
        <NewStaffScreen />
      </AdminsOnly>
    </Suspense>
  );
}
