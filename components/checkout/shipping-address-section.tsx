"use client";
import { MapPin } from "lucide-react";
import { codUnavailableMessage, unserviceableMessage } from "@/lib/domain/delivery";
import type { AddressJson } from "@/lib/server/customers/profile";
import { cn } from "@/lib/ui/cn";
import { formatDay } from "@/lib/ui/format";
import { CheckoutSection } from "./checkout-section";
import { NewAddressForm } from "./new-address-form";
import type { DeliveryState } from "./use-delivery-check";

/** Shipping Address: the saved addresses as selectable cards, Add New Address, and whether the shop delivers to the chosen one. */
export function ShippingAddressSection({ addresses, selectedId, onSelect, onAdded, delivery }: {
  addresses: AddressJson[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onAdded: (addressId: number | null) => Promise<void>;
  delivery: DeliveryState;
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
      <DeliveryNotice delivery={delivery} />
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
      {(address.recipient_name || address.mobile) && <span className="block text-stone-600">{[address.recipient_name, address.mobile].filter(Boolean).join(" · ")}</span>}
    </button>
  );
}

/** What the delivery check said about the chosen address's pincode, before Place Order. */
function DeliveryNotice({ delivery }: { delivery: DeliveryState }) {
  if (delivery.status === "none") return null;
  return (
    <div aria-live="polite" data-testid="checkout-delivery" className="mt-4 text-sm">
      {delivery.status === "checking" && <p className="text-stone-600">Checking delivery to {delivery.pincode}…</p>}
      {delivery.status === "error" && <p className="text-stone-600">Could not check delivery to {delivery.pincode} now; it is checked again when you place the order.</p>}
      {delivery.status === "done" && !delivery.check.serviceable && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-700">{unserviceableMessage(delivery.check.pincode)}</p>
      )}
      {delivery.status === "done" && delivery.check.serviceable && (
        <div className="rounded-lg bg-brand-50 p-3 text-stone-700">
          <p className="font-medium text-brand-800">
            Delivers to {delivery.check.pincode}
            {delivery.check.estimated_delivery && <> by {formatDay(`${delivery.check.estimated_delivery}T12:00:00+05:30`)}</>}
          </p>
          {!delivery.check.cod_allowed && <p role="alert" className="mt-1 text-amber-800">{codUnavailableMessage(delivery.check.pincode)}</p>}
        </div>
      )}
    </div>
  );
}
