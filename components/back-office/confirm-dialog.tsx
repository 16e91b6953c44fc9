"use client";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** Without them the dialog only explains (why something cannot be done) and offers Close. */
  confirmLabel?: string;
  onConfirm?: () => void;
  tone?: "danger" | "primary";
  /** More to decide before confirming (e.g. where a deleted category's products go), under the description. */
  children?: ReactNode;
  /** Confirm stays disabled until what `children` asks is given. */
  confirmDisabled?: boolean;
  /** Told when the dialog opens or closes (e.g. to load what the description shows). */
  onOpenChange?: (open: boolean) => void;
};

/** Asks before an action that cannot be undone; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = "danger",
  children,
  confirmDisabled = false,
  onOpenChange,
}: Props) {
  return (
    <AlertDialog.Root onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-serif text-xl text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-600">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant={onConfirm ? "ghost" : "secondary"} size="sm">
                {onConfirm ? "Keep as it is" : "Close"}
              </Button>
            </AlertDialog.Cancel>
            {onConfirm && (
              <AlertDialog.Action asChild>
                <Button variant={tone} size="sm" disabled={confirmDisabled} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
