import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { EditStaff } from "@/components/portal/staff-editor";

export const metadata: Metadata = { title: "Edit staff account" };

export default function PortalEditStaffPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the account..." />}>
      <AdminsOnly refusal="Only administrators can manage staff accounts">
        <EditStaff />
      </AdminsOnly>
    </Suspense>
  );
}
