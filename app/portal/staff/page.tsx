import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { StaffListScreen } from "@/components/portal/staff-list-screen";

export const metadata: Metadata = { title: "Staff" };

export default function PortalStaffPage() {
  // The filters live in the address, read on the client.
  return (
    <Suspense fallback={<LoadingState label="Loading staff..." />}>
      <AdminsOnly refusal="Only administrators can manage staff accounts">
        <StaffListScreen />
      </AdminsOnly>
    </Suspense>
  );
}
