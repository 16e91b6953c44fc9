"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { Policy } from "@/lib/server/settings";
import { POLICY_TRIGGER_CLASS } from "./policy-dialog";

export function PolicyDialogContent({ label, policy, defaultOpen }: { label: string; policy: Policy; defaultOpen: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger className={POLICY_TRIGGER_CLASS}>{label}</DialogTrigger>
      <DialogContent>
        <div className="border-b border-brand-100 bg-brand-50 px-6 py-5 pr-14">
          <DialogTitle>{policy.title}</DialogTitle>
          <DialogDescription className="mt-1">Last updated: {policy.updated}</DialogDescription>
        </div>
        <div className="space-y-4 overflow-y-auto px-6 py-5 text-sm leading-relaxed text-stone-700">
          {policy.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
