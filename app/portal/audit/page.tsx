import type { Metadata } from "next";
import { Suspense } from "react";
import { EmptyState, LoadingState } from "@/components/back-office/states";
import { AuditLog } from "@/components/portal/audit-log";
import { ADMINS } from "@/lib/domain/principal";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "Audit log" };

export default function PortalAuditPage() {
  return (
    <Suspense fallback={<LoadingState label="Loading the audit log..." />}>
      <AdminsOnly />
    </Suspense>
  );
}

/** The API refuses editors too (ADMINS); the page says so instead of failing to load. */
async function AdminsOnly() {
  const viewer = await getViewer();
  const role = viewer?.kind === "staff" ? viewer.role : null;
  if (!role || !(ADMINS as readonly string[]).includes(role)) return <EmptyState title="Only administrators can read the audit log" />;
  return <AuditLog />;
}
