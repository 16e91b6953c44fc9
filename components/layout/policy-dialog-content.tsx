"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useApiQuery } from "@/lib/api/query";
import type { PolicyKey } from "@/lib/content/policies";

export type PolicyDialogContentProps = {
  label: string;
  policyKey: PolicyKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The footer button that opened it, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The policy dialog; its long text is fetched when it opens instead of riding along with every page. */
export function PolicyDialogContent({ label, policyKey, open, onOpenChange, returnFocusTo }: PolicyDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <PolicyText label={label} policyKey={policyKey} />
      </DialogContent>
    </Dialog>
  );
}

function PolicyText({ label, policyKey }: { label: string; policyKey: PolicyKey }) {
  const { data: policy, error, reload } = useApiQuery("policies.get", { params: { key: policyKey } });

  return (
    <>
      <div className="border-b border-brand-100 bg-brand-50 px-6 py-5 pr-14">
        <DialogTitle>{policy ? policy.title : label}</DialogTitle>
        <DialogDescription className="mt-1">
          {policy ? `Last updated: ${policy.updated}` : "Policy text"}
        </DialogDescription>
      </div>
      <div className="space-y-4 overflow-y-auto px-6 py-5 text-sm leading-relaxed text-stone-700">
        {!policy && !error && <p role="status">Loading...</p>}
        {error && (
          <div role="alert" className="space-y-3">
            <p className="text-red-600">Failed to load this policy.</p>
            <Button size="sm" onClick={reload}>
              Retry
            </Button>
          </div>
        )}
        {policy?.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
