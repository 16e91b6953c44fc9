"use client";
import { MapPin } from "lucide-react";
import type { AddressJson } from "@/lib/server/customers/profile";
import { cn } from "@/lib/ui/cn";
import { CheckoutSection } from "./checkout-section";
import { NewAddressForm } from "./new-address-form";

/** Shipping Address: the saved addresses as selectable cards, and Add New Address. */
export function ShippingAddressSection({ addresses, selectedId, onSelect, onAdded }: {
  addresses: AddressJson[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onAdded: () => Promise<void>;
}) {
  return (
    <CheckoutSection icon={<MapPin aria-hidden className="h-5 w-5" />} title="Shipping Address">
      {addresses.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">No addresses found</p>
      ) : (
        <div role="radiogroup" aria-label="Saved addresses" className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} selected={address.id === selectedId} onSelect={() => onSelect(address.id)} />
          ))}
        </div>
      )}
      <NewAddressForm onAdded={onAdded} />
    </CheckoutSection>
  );
}

function AddressCard({ address, selected, onSelect }: { address: AddressJson; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn("rounded-xl border p-4 text-left text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600", selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-100" : "border-stone-200 hover:border-brand-300")}
    >
      <span className="flex items-center justify-between">
        <span className="font-medium text-stone-900">{address.address}</span>
        {address.is_default && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">Default</span>}
      </span>
      {address.apartment && <span className="block text-stone-600">{address.apartment}</span>}
      <span className="block text-stone-600">{address.city}, {address.state} {address.zip_code}</span>
      {address.mobile && <span className="block text-stone-600">{address.mobile}</span>}
    </button>
  );
}
