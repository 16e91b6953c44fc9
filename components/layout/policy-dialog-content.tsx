"use client";

import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { Policy, PolicyKey } from "@/lib/content/policies";
import { apiGet } from "@/lib/ui/api-client";
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

type State = { status: "loading" } | { status: "error" } | { status: "ready"; policy: Policy };

async function fetchPolicy(policyKey: PolicyKey): Promise<State> {
  try {
    return { status: "ready", policy: await apiGet<Policy>(`/api/policies/${policyKey}/`) };
  } catch {
    return { status: "error" };
  }
}

function PolicyText({ label, policyKey }: { label: string; policyKey: PolicyKey }) {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    let current = true;
    fetchPolicy(policyKey).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [policyKey]);
  const retry = () => {
    setState({ status: "loading" });
    void fetchPolicy(policyKey).then(setState);
  };

  return (
    <>
      <div className="border-b border-brand-100 bg-brand-50 px-6 py-5 pr-14">
        <DialogTitle>{state.status === "ready" ? state.policy.title : label}</DialogTitle>
        <DialogDescription className="mt-1">
          {state.status === "ready" ? `Last updated: ${state.policy.updated}` : "Policy text"}
        </DialogDescription>
      </div>
      <div className="space-y-4 overflow-y-auto px-6 py-5 text-sm leading-relaxed text-stone-700">
        {state.status === "loading" && <p role="status">Loading...</p>}
        {state.status === "error" && (
          <div role="alert" className="space-y-3">
            <p className="text-red-600">Failed to load this policy.</p>
            <Button size="sm" onClick={retry}>
              Retry
            </Button>
          </div>
        )}
        {state.status === "ready" && state.policy.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </div>
    </>
  );
}
