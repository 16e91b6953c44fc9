"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { Policy } from "@/lib/server/settings";

/** A footer link opening one of the merchant's policy texts. */
export function PolicyDialog({ label, policy }: { label: string; policy: Policy }) {
  return (
    <Dialog>
      <DialogTrigger className="text-left text-sm text-brand-100/80 transition-colors hover:text-white">{label}</DialogTrigger>
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
