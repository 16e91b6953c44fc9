"use client";
import { MapPin } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { codUnavailableMessage, unserviceableMessage } from "@/lib/domain/delivery";
import { pincodeStateProblem, statesOfPincode } from "@/lib/domain/pincode-states";
import type { AddressJson } from "@/lib/server/customers/profile";
import { messageOf } from "@/lib/ui/api-client";
import { cn } from "@/lib/ui/cn";
import { formatDay } from "@/lib/domain/format";
import { CheckoutSection } from "./checkout-section";
import { NewAddressForm } from "./new-address-form";
import { stateToConfirm } from "./place-order";
import type { DeliveryState } from "./use-delivery-check";

/**
 * Shipping Address: the saved addresses as selectable cards, Add New Address, whether the chosen
 * one's state is its PIN code's (an address saved before the two were checked is confirmed here
 * first) and whether the shop delivers to it.
 */
export function ShippingAddressSection({
  addresses,
  selectedId,
  onSelect,
  onAdded,
  onStateConfirmed,
  delivery,
}: {
  addresses: AddressJson[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onAdded: (addressId: number | null) => Promise<void>;
  onStateConfirmed: (addressId: number, state: string) => Promise<void>;
  delivery: DeliveryState;
}) {
  const selected = addresses.find((address) => address.id === selectedId);
  return (
    <CheckoutSection icon={<MapPin aria-hidden className="h-5 w-5" />} title="Shipping Address">
      {addresses.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">No addresses found</p>
      ) : (
        <div role="radiogroup" aria-label="Saved addresses" className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              selected={address.id === selectedId}
              onSelect={() => onSelect(address.id)}
            />
          ))}
        </div>
      )}
      {selected && (
        <StateCheck
          key={`${selected.id}:${selected.state}:${selected.zip_code}`}
          address={selected}
          onConfirm={(state) => onStateConfirmed(selected.id, state)}
        />
      )}
      <DeliveryNotice delivery={delivery} />
      <NewAddressForm onAdded={onAdded} />
    </CheckoutSection>
  );
}

function AddressCard({
  address,
  selected,
  onSelect,
}: {
  address: AddressJson;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn(
        "rounded-xl border p-4 text-left text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-100" : "border-stone-200 hover:border-brand-300",
      )}
    >
      <span className="flex items-center justify-between">
        <span className="font-medium text-stone-900">{address.address}</span>
        {address.is_default && (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">Default</span>
        )}
      </span>
      {address.apartment && <span className="block text-stone-600">{address.apartment}</span>}
      <span className="block text-stone-600">
        {address.city}, {address.state} {address.zip_code}
      </span>
      {pincodeStateProblem(address.zip_code, address.state) && (
        <span className="mt-1 block font-medium text-amber-800">State and PIN code disagree</span>
      )}
      {(address.recipient_name || address.mobile) && (
        <span className="block text-stone-600">
          {[address.recipient_name, address.mobile].filter(Boolean).join(" · ")}
        </span>
      )}
    </button>
  );
}

/**
 * A chosen address whose state is not its PIN code's: the shopper confirms the state the PIN code
 * is in (saved to the address), or corrects the PIN code in the address book. Place Order refuses
 * the address until then, and so does the server.
 */
function StateCheck({ address, onConfirm }: { address: AddressJson; onConfirm: (state: string) => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = pincodeStateProblem(address.zip_code, address.state);
  if (!problem) return null;
  const confirm = async (state: string) => {
    setSaving(true);
    setFailure(null);
    try {
      await onConfirm(state);
    } catch (error) {
      setFailure(messageOf(error, "Failed to save the address. Please try again."));
      setSaving(false);
    }
  };
  return (
    <div
      role="alert"
      data-testid="checkout-state-check"
      className="mt-4 space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">{stateToConfirm(problem)}</p>
      <p>
        The state decides the tax on your invoice. You can also correct the address in{" "}
        <Link href="/profile" className="underline">
          My Addresses
        </Link>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        {statesOfPincode(address.zip_code).map((state) => (
          <Button key={state.gstCode} size="sm" disabled={saving} onClick={() => void confirm(state.name)}>
            Deliver to {state.name}
          </Button>
        ))}
      </div>
      {failure && <p className="text-red-700">{failure}</p>}
    </div>
  );
}

/** What the delivery check said about the chosen address's pincode, before Place Order. */
function DeliveryNotice({ delivery }: { delivery: DeliveryState }) {
  if (delivery.status === "none") return null;
  return (
    <div aria-live="polite" data-testid="checkout-delivery" className="mt-4 text-sm">
      {delivery.status === "checking" && <p className="text-stone-600">Checking delivery to {delivery.pincode}…</p>}
      {delivery.status === "error" && (
        <p className="text-stone-600">
          Could not check delivery to {delivery.pincode} now; it is checked again when you place the order.
        </p>
      )}
      {delivery.status === "done" && !delivery.check.serviceable && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-700">
          {unserviceableMessage(delivery.check.pincode)}
        </p>
      )}
      {delivery.status === "done" && delivery.check.serviceable && (
        <div className="rounded-lg bg-brand-50 p-3 text-stone-700">
          <p className="font-medium text-brand-800">
            Delivers to {delivery.check.pincode}
            {delivery.check.estimated_delivery && <> by {formatDay(delivery.check.estimated_delivery)}</>}
          </p>
          {!delivery.check.cod_allowed && (
            <p role="alert" className="mt-1 text-amber-800">
              {codUnavailableMessage(delivery.check.pincode)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
