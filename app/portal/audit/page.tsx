import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingState } from "@/components/back-office/states";
import { AdminsOnly } from "@/components/portal/admins-only";
import { AuditLogScreen } from "@/components/portal/audit-log-screen";

export const metadata: Metadata = { title: "Audit log" };

export default function PortalAuditPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the audit log..." />}>
      <AdminsOnly refusal="Only administrators can read the audit log">
        <AuditLogScreen />
      </AdminsOnly>
    </Suspense>
  );
}
