"use client";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { FormAlert } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { showAnswer, useApiQuery } from "@/lib/api/query";
import type { AddressJson } from "@/lib/server/customers/profile";
import { messageOf } from "@/lib/ui/api-client";
import { AddressForm } from "./address-form";
import { useSubmit } from "@/lib/ui/use-submit";

const LOAD_FAILED = "Failed to load your addresses. Please try again.";

/** "My addresses" on the profile: the saved addresses ("customer.profile"), each editable, deletable and choosable as the default, and a new one. */
export function AddressBook() {
  const query = useApiQuery("customer.profile");
  const profile = query.data?.data ?? null;
  const loadFailed = query.error !== null && !query.loading;
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const { busy, submit } = useSubmit();

  /** Each change answers the whole profile, shown as the query's new state. */
  async function change(address: AddressJson, action: "make-default" | "delete", fallback: string) {
    await submit(
      async () => {
        await showAnswer({ name: "customer.profile" }, () =>
          action === "delete"
            ? callApi("customer.deleteAddress", { params: { id: address.id } })
            : callApi("customer.updateAddress", { params: { id: address.id }, body: { is_default: true } }),
        );
        setProblem(null);
      },
      (error) => {
        setProblem(messageOf(error, fallback));
      },
    );
  }

  const saved = () => setEditing(null);
  const addresses = profile ? [...profile.addresses, ...profile.more_addresses] : [];

  return (
    <section aria-labelledby="address-book" className="space-y-4">
      <h2 id="address-book" className="font-serif text-2xl text-brand-900">
        My Addresses
      </h2>
      <FormAlert message={loadFailed ? LOAD_FAILED : (problem ?? undefined)} />
      {loadFailed && (
        <Button variant="secondary" onClick={query.reload}>
          Retry
        </Button>
      )}
      {!profile && !loadFailed && (
        <p className="flex items-center gap-2 text-stone-600">
          <Loader2 aria-hidden className="h-5 w-5 animate-spin" /> Loading your addresses…
        </p>
      )}
      {profile && addresses.length === 0 && (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">No addresses found</p>
      )}
      <ul className="space-y-3">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="rounded-xl border border-stone-200 p-4 text-sm"
            aria-label={`Address: ${address.address}`}
          >
            {editing === address.id ? (
              <AddressForm
                idPrefix={`address-${address.id}`}
                address={address}
                onSaved={saved}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="flex items-center gap-2 font-medium text-stone-900">
                    {address.address}
                    {address.is_default && (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">Default</span>
                    )}
                  </p>
                  {address.apartment && <p className="text-stone-600">{address.apartment}</p>}
                  <p className="text-stone-600">
                    {address.city}, {address.state} {address.zip_code}
                  </p>
                  {(address.recipient_name || address.mobile) && (
                    <p className="text-stone-600">
                      {[address.recipient_name, address.mobile].filter(Boolean).join(" · ")}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(address.id)}>
                    Edit
                  </Button>
                  {!address.is_default && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() =>
                        void change(address, "make-default", "Failed to save the address. Please try again.")
                      }
                    >
                      Make default
                    </Button>
                  )}
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" disabled={busy}>
                        Delete
                      </Button>
                    }
                    title="Delete this address?"
                    description={`${address.address}, ${address.city} ${address.zip_code} will be removed from your saved addresses. Orders already placed keep their delivery address.`}
                    confirmLabel="Delete address"
                    onConfirm={() => void change(address, "delete", "Failed to delete the address. Please try again.")}
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {profile &&
        (editing === "new" ? (
          <AddressForm idPrefix="address-new" onSaved={saved} onCancel={() => setEditing(null)} />
        ) : (
          <Button variant="secondary" onClick={() => setEditing("new")}>
            Add New Address
          </Button>
        ))}
    </section>
  );
}
