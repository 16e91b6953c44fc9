"use client";

import { useOnDemand } from "@/components/ui/on-demand";
import type { PolicyKey } from "@/lib/content/policies";

export const POLICY_TRIGGER_CLASS = "text-left text-sm text-brand-100/80 transition-colors hover:text-white";

const loadDialog = () => import("./policy-dialog-content").then((module) => module.PolicyDialogContent);

/** A footer link opening one of the merchant's policy texts; the dialog's code loads on first use. */
export function PolicyDialog({ label, policyKey }: { label: string; policyKey: PolicyKey }) {
  const { Component: Dialog, openAtStart, triggerProps } = useOnDemand(loadDialog);
  if (Dialog) return <Dialog label={label} policyKey={policyKey} defaultOpen={openAtStart} />;
  return (
    <button type="button" aria-haspopup="dialog" className={POLICY_TRIGGER_CLASS} {...triggerProps}>
      {label}
    </button>
  );
}
