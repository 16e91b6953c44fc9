"use client";

import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The listing's filters as a drawer on small screens, loaded when first opened (the dialog's library
 * is most of a listing's script otherwise). Closing gives the focus back to the Filters button.
 */
export function FilterDrawer({
  onOpenChange,
  returnFocus,
  children,
}: {
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-sm overflow-y-auto bg-white p-6 shadow-xl lg:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl text-brand-900">Filters</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close filters">
                <X aria-hidden className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Narrow the products by category, price, availability and brand.
          </Dialog.Description>
          {children}
          <Dialog.Close asChild>
            <Button className="mt-8 w-full">Show results</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
