"use client";
import { useState } from "react";
import { AddressForm } from "@/components/addresses/address-form";
import { Button } from "@/components/ui/button";

/** Add New Address: the address form, then SPEC.md section 8's success alert, the profile reloaded and the new address chosen. */
export function NewAddressForm({ onAdded }: { onAdded: (addressId: number | null) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  // Opening puts the focus in the form; closing it (saved or cancelled) gives it back to the button, never to the page's start.
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };

  if (!open) {
    return (
      <Button variant="secondary" className="mt-4" autoFocus={closed} onClick={() => setOpen(true)}>
        Add New Address
      </Button>
    );
  }
  return (
    <div className="mt-4">
      <AddressForm
        idPrefix="new"
        onSaved={async (profile) => {
          alert("Address added successfully!");
          close();
          // The address just added is the newest (ids only grow), and becomes the chosen one.
          const added = [...profile.addresses, ...profile.more_addresses].reduce<number | null>(
            (newest, entry) => Math.max(newest ?? 0, entry.id),
            null,
          );
          await onAdded(added);
        }}
        onCancel={close}
      />
    </div>
  );
}
