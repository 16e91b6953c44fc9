/**
 * The history line of an admin's edit of an order's delivery details: each changed field with its
 * value before and after, so the order's history says what was changed (who and when are the
 * history row's own).
 */

export type DeliveryDetails = {
  recipientName: string;
  recipientPhone: string;
  deliveryAddress: string;
  deliveryApartment: string | null;
  deliveryCity: string;
  deliveryState: string;
  deliveryPincode: string;
  notes: string | null;
};

const LABELS: Record<keyof DeliveryDetails, string> = {
  recipientName: "Recipient",
  recipientPhone: "Recipient phone",
  deliveryAddress: "Address",
  deliveryApartment: "Apartment",
  deliveryCity: "City",
  deliveryState: "State",
  deliveryPincode: "PIN code",
  notes: "Notes",
};

const shown = (value: string | null) => (value ? `"${value}"` : "(empty)");

/** "Delivery details edited: City "Pune" → "Kolkata"; PIN code "411001" → "700016"", or null when nothing changed. */
export function describeDeliveryEdit(before: DeliveryDetails, after: DeliveryDetails): string | null {
  const changes = (Object.keys(LABELS) as (keyof DeliveryDetails)[])
    .filter((field) => (before[field] ?? "") !== (after[field] ?? ""))
    .map((field) => `${LABELS[field]} ${shown(before[field])} → ${shown(after[field])}`);
  return changes.length ? `Delivery details edited: ${changes.join("; ")}` : null;
}
