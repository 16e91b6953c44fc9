"use client";
import type { ReactElement } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import type { StaffJson } from "@/lib/server/staff/management";

export const STAFF_ROLE_LABELS: Record<StaffJson["role"], string> = { admin: "Admin", editor: "Editor" };

/** What the role may do, as the forms explain it. */
export const STAFF_ROLE_HINT =
  "Editors run products, categories, slides, health tags, reviews and messages; admins also coupons, staff, pincodes, the newsletter and the orders.";

/**
 * Asks before disabling (which ends the person's sessions at once) or enabling an account;
 * `onConfirm` gets the new `active`.
 */
export function SetActiveDialog({
  account,
  onConfirm,
  children,
}: {
  account: StaffJson;
  onConfirm: (active: boolean) => void;
  children: ReactElement;
}) {
  return account.active ? (
    <ConfirmDialog
      trigger={children}
      title={`Disable ${account.username}?`}
      description={`${account.name || account.username} can no longer sign in, and every session they have open ends at once: their next click in the portal or the admin area signs them out. Nothing they changed is undone. You can enable the account again later.`}
      confirmLabel="Disable account"
      onConfirm={() => onConfirm(false)}
    />
  ) : (
    <ConfirmDialog
      trigger={children}
      title={`Enable ${account.username}?`}
      description={`${account.name || account.username} can sign in again with their password, as ${account.role === "admin" ? "an admin" : "an editor"}.`}
      confirmLabel="Enable account"
      tone="primary"
      onConfirm={() => onConfirm(true)}
    />
  );
}
