"use client";

import { useRef, useState, type ComponentType } from "react";
import type { PolicyKey } from "@/lib/content/policies";
import type { PolicyDialogContentProps } from "./policy-dialog-content";

/** Its colour and size are the footer's link style (`footer-links`, app/globals.css). */
const TRIGGER_CLASS = "text-left";

const loadDialog = () => import("./policy-dialog-content").then((module) => module.PolicyDialogContent);

/**
 * A footer link opening one of the merchant's policy texts; the dialog's code loads on first use. The
 * button stays the same element throughout: swapping it for the dialog's own trigger once the code had
 * loaded (on hover or focus) swallowed the click or the focus, so after one policy no other opened
 * (issue 16, defect 2).
 */
export function PolicyDialog({ label, policyKey }: { label: string; policyKey: PolicyKey }) {
  const [Dialog, setDialog] = useState<ComponentType<PolicyDialogContentProps> | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const load = () => {
    if (!Dialog) void loadDialog().then((loaded) => setDialog(() => loaded));
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={TRIGGER_CLASS}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {Dialog && (
        <Dialog label={label} policyKey={policyKey} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      )}
    </>
  );
}
