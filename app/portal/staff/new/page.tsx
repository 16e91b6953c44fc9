import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { NewStaff } from "@/components/portal/staff-editor";

export const metadata: Metadata = { title: "New staff account" };

export default function PortalNewStaffPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <AdminsOnly refusal="Only administrators can manage staff accounts">
        <NewStaff />
      </AdminsOnly>
    </Suspense>
  );
}
