"use client";

import { CreditCard, Loader2, MapPin, Truck, User } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import type { AddressJson, ProfileJson } from "@/lib/server/customers/profile";
import type { CheckoutSummary } from "@/lib/server/checkout/summary";
import { cn } from "@/lib/ui/cn";
import { apiGet, apiRequest, messageOf } from "@/lib/ui/api-client";

const STORAGE_KEY = "checkout_form_data";
const ATTEMPT_KEY = "checkout_attempt_key";
const AUTOSAVE_MS = 500;

const MESSAGES = {
  ...CHECKOUT_MESSAGES,
  loadFailed: "Failed to load customer data. Please try again.",
  contactSaveFailed: "Failed to update customer information. Please try again.",
  orderFailed: "Failed to place order. Please try again.",
} as const;

type PaymentMethod = "cod" | "razorpay";
type Contact = { firstName: string; lastName: string; email: string; phone: string };
type FormData = Contact & { addressId: number | null; paymentMethod: PaymentMethod; notes: string };
type NewAddress = { address: string; apartment: string; city: string; state: string; zip_code: string; mobile: string };

const EMPTY_ADDRESS: NewAddress = { address: "", apartment: "", city: "", state: "", zip_code: "", mobile: "" };
const EMPTY_FORM: FormData = { firstName: "", lastName: "", email: "", phone: "", addressId: null, paymentMethod: "cod", notes: "" };

function savedForm(): Partial<FormData> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<FormData>;
  } catch {
    return {};
  }
}

/** One key per checkout attempt, kept across a retry so the server answers the same order. */
function attemptKey(): string {
  const existing = sessionStorage.getItem(ATTEMPT_KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  sessionStorage.setItem(ATTEMPT_KEY, key);
  return key;
}

/** The contact details become the customer's profile (Update Profile, and again on Place Order). */
function saveContact(form: Contact): Promise<unknown> {
  return apiRequest("/api/customer/profile/update/", { method: "POST", body: { name: `${form.firstName.trim()} ${form.lastName.trim()}`, email: form.email.trim(), mobile: form.phone.trim() } });
}

function missingAddressParts(address: AddressJson): string[] {
  const parts: [string, string][] = [["Address", address.address], ["City", address.city], ["State", address.state], ["ZIP Code", address.zip_code]];
  return parts.filter(([, value]) => !value.trim()).map(([label]) => label);
}

/** SPEC.md section 5 "Checkout submit", checked in the spec's order. */
function submitProblem(form: FormData, address: AddressJson | undefined, summary: CheckoutSummary): string | null {
  if (summary.itemCount === 0) return MESSAGES.emptyCart;
  if (![form.firstName, form.lastName, form.email, form.phone].every((value) => value.trim())) return MESSAGES.contact;
  if (!address) return MESSAGES.noAddress;
  const missing = missingAddressParts(address);
  if (missing.length > 0) return `Please complete the delivery address. Missing: ${missing.join(", ")}`;
  if (!(summary.totalPaise > 0)) return MESSAGES.invalidTotal;
  if (form.paymentMethod === "razorpay" && summary.totalPaise < summary.razorpayMinimumPaise) return MESSAGES.razorpayMinimum;
  return null;
}

type Placed = { order_id: number; order_number: string; payment_status: string; order_status: string };

export function CheckoutForm({ summary }: { summary: CheckoutSummary }) {
  const router = useRouter();
  const [profile, setProfile] = useState<ProfileJson | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<FormData>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const restored = useRef(false);

  const showProfile = useCallback((data: ProfileJson) => {
    const [firstName = "", ...rest] = data.name.split(/\s+/).filter(Boolean);
    const addresses = [...data.addresses, ...data.more_addresses];
    const saved = restored.current ? {} : savedForm();
    restored.current = true;
    setLoadError(null);
    setProfile(data);
    setForm((current) => {
      const next = { ...current, firstName: firstName || current.firstName, lastName: rest.join(" ") || current.lastName, email: data.email || current.email, phone: current.phone || data.phone, ...saved };
      const known = addresses.some((address) => address.id === next.addressId);
      return { ...next, addressId: known ? next.addressId : (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null };
    });
  }, []);

  const load = useCallback(
    () =>
      apiGet<{ success: boolean; data: ProfileJson }>("/api/customer/profile/").then(
        ({ data }) => showProfile(data),
        () => setLoadError(MESSAGES.loadFailed),
      ),
    [showProfile],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!restored.current) return;
    const timer = setTimeout(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(form)), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [form]);

  const addresses = profile ? [...profile.addresses, ...profile.more_addresses] : [];
  const selected = addresses.find((address) => address.id === form.addressId);
  const update = (fields: Partial<FormData>) => setForm((current) => ({ ...current, ...fields }));
  // When the merchant's settings rule cash on delivery out for this order, online payment is the only choice.
  const paymentMethod: PaymentMethod = summary.codAvailable ? form.paymentMethod : "razorpay";

  async function placeOrder() {
    const problem = submitProblem({ ...form, paymentMethod }, selected, summary);
    setError(problem);
    if (problem || !selected) return;
    setSubmitting(true);
    try {
      await saveContact(form);
    } catch {
      setError(MESSAGES.contactSaveFailed);
      setSubmitting(false);
      return;
    }
    try {
      const placed = await apiRequest<Placed>("/api/orders/", {
        method: "POST",
        headers: { "Idempotency-Key": attemptKey() },
        body: {
          customer_name: `${form.firstName.trim()} ${form.lastName.trim()}`,
          customer_email: form.email.trim(),
          customer_phone: form.phone.trim(),
          delivery_address: selected.address,
          delivery_apartment: selected.apartment,
          delivery_city: selected.city,
          delivery_state: selected.state,
          delivery_pincode: selected.zip_code,
          delivery_country: "India",
          payment_method: paymentMethod,
          notes: form.notes,
        },
      });
      sessionStorage.removeItem(ATTEMPT_KEY);
      window.dispatchEvent(new Event("cart:changed"));
      if (paymentMethod === "cod") {
        alert(`Order placed successfully!\nOrder Number: ${placed.order_number}\nPayment Status: ${placed.payment_status}\nOrder Status: ${placed.order_status}`);
        router.push("/orders");
      } else {
        router.push(`/razorpay-payment?order=${placed.order_id}&return=/orders`);
      }
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.orderFailed));
      setSubmitting(false);
    }
  }

  if (loadError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{loadError}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void load()}>Retry</Button>
      </div>
    );
  }
  if (!profile) {
    return <p className="flex items-center gap-2 text-stone-600"><Loader2 aria-hidden className="h-5 w-5 animate-spin" /> Loading your details…</p>;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <ContactSection form={form} onChange={update} onSaved={load} />
        <Section icon={<MapPin aria-hidden className="h-5 w-5" />} title="Shipping Address">
          {addresses.length === 0 ? (
            <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">No addresses found</p>
          ) : (
            <div role="radiogroup" aria-label="Saved addresses" className="grid gap-3 sm:grid-cols-2">
              {addresses.map((address) => (
                <AddressCard key={address.id} address={address} selected={address.id === form.addressId} onSelect={() => update({ addressId: address.id })} />
              ))}
            </div>
          )}
          <NewAddressForm onAdded={load} />
        </Section>
        <Section icon={<CreditCard aria-hidden className="h-5 w-5" />} title="Payment Method">
          <div role="radiogroup" aria-label="Payment method" className="space-y-3">
            <PaymentOption value="cod" current={paymentMethod} disabled={!summary.codAvailable} onSelect={(method) => update({ paymentMethod: method })} title="Cash on Delivery" detail={summary.codAvailable ? "Pay when your order arrives." : "Not available for this order."} />
            <PaymentOption value="razorpay" current={paymentMethod} onSelect={(method) => update({ paymentMethod: method })} title="Pay Online (Razorpay)" detail="Cards, UPI and wallets, paid securely through Razorpay." />
          </div>
          <label className="mt-4 block text-sm font-medium text-stone-700" htmlFor="checkout-notes">Order notes (optional)</label>
          <textarea id="checkout-notes" value={form.notes} maxLength={1000} onChange={(event) => update({ notes: event.target.value })} className="mt-1 w-full rounded-lg border border-stone-300 p-3 text-sm" rows={2} />
        </Section>
      </div>
      <aside aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-brand-100 bg-brand-50/60 p-6 shadow-sm lg:sticky lg:top-24">
        <h2 id="checkout-summary" className="font-serif text-xl text-brand-900">Order Summary</h2>
        <ul className="mt-4 space-y-2 text-sm">
          {summary.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3"><span className="text-stone-700">{item.name} × {item.quantity}</span><span className="font-medium">{item.lineTotal}</span></li>
          ))}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-brand-100 pt-4 text-sm">
          <SummaryRow label="Subtotal">{summary.subtotal}</SummaryRow>
          <SummaryRow label="Shipping">{summary.shipping ?? <span className="text-brand-700">Free</span>}</SummaryRow>
          {summary.productDiscount && <SummaryRow label="Product offer">−{summary.productDiscount}</SummaryRow>}
          {summary.coupon && <SummaryRow label={`Coupon (${summary.coupon.code})`}>−{summary.coupon.discount}</SummaryRow>}
          <div className="flex justify-between border-t border-brand-100 pt-3 text-base font-semibold"><dt>Total</dt><dd data-testid="checkout-total">{summary.total}</dd></div>
        </dl>
        {error && <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">{error}</p>}
        <Button size="lg" className="mt-5 w-full" disabled={submitting} onClick={() => void placeOrder()}>
          {submitting ? (paymentMethod === "cod" ? "Placing Order..." : "Processing Payment...") : "Place Order"}
        </Button>
        <Link href="/cart" className="mt-3 block text-center text-sm text-brand-700 hover:underline">Return to Cart</Link>
      </aside>
    </div>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="mb-4 flex items-center gap-2 font-serif text-xl text-brand-900"><span className="text-brand-600">{icon}</span>{title}</h2>
      {children}
    </section>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return <div className="flex justify-between"><dt className="text-stone-600">{label}</dt><dd className="font-medium">{children}</dd></div>;
}

function Field({ id, label, ...props }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">{label}</label>
      <Input id={id} {...props} />
    </div>
  );
}

function ContactSection({ form, onChange, onSaved }: { form: FormData; onChange: (fields: Partial<FormData>) => void; onSaved: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  async function save() {
    if (![form.firstName, form.lastName, form.email, form.phone].every((value) => value.trim())) {
      alert(MESSAGES.profileFields);
      return;
    }
    setSaving(true);
    try {
      await saveContact(form);
      alert("Profile updated successfully!");
      await onSaved();
    } catch (caught) {
      alert(`Failed to update profile: ${messageOf(caught, "Please try again.")}`);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Section icon={<User aria-hidden className="h-5 w-5" />} title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="first-name" label="First Name" value={form.firstName} onChange={(event) => onChange({ firstName: event.target.value })} autoComplete="given-name" />
        <Field id="last-name" label="Last Name" value={form.lastName} onChange={(event) => onChange({ lastName: event.target.value })} autoComplete="family-name" />
        <Field id="email" label="Email" type="email" value={form.email} onChange={(event) => onChange({ email: event.target.value })} autoComplete="email" />
        <Field id="phone" label="Phone" type="tel" value={form.phone} onChange={(event) => onChange({ phone: event.target.value })} autoComplete="tel" />
      </div>
      <Button variant="secondary" className="mt-4" disabled={saving} onClick={() => void save()}>{saving ? "Updating..." : "Update Profile"}</Button>
    </Section>
  );
}

function AddressCard({ address, selected, onSelect }: { address: AddressJson; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn("rounded-xl border p-4 text-left text-sm transition", selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-100" : "border-stone-200 hover:border-brand-300")}
    >
      <span className="flex items-center justify-between">
        <span className="font-medium text-stone-900">{address.address}</span>
        {address.is_default && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">Default</span>}
      </span>
      {address.apartment && <span className="block text-stone-600">{address.apartment}</span>}
      <span className="block text-stone-600">{address.city}, {address.state} {address.zip_code}</span>
      {address.mobile && <span className="block text-stone-500">{address.mobile}</span>}
    </button>
  );
}

function NewAddressForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState<NewAddress>(EMPTY_ADDRESS);
  const [saving, setSaving] = useState(false);
  const change = (fields: Partial<NewAddress>) => setAddress((current) => ({ ...current, ...fields }));

  async function add() {
    if (![address.address, address.city, address.state, address.zip_code].every((value) => value.trim())) {
      alert(MESSAGES.addressFields);
      return;
    }
    setSaving(true);
    try {
      await apiRequest("/api/customer/profile/update/", { method: "POST", body: { addresses: [address] } });
      alert("Address added successfully!");
      setAddress(EMPTY_ADDRESS);
      setOpen(false);
      await onAdded();
    } catch {
      alert("Failed to add address. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>Add New Address</Button>;
  }
  return (
    <div className="mt-4 grid gap-4 rounded-xl border border-dashed border-brand-200 p-4 sm:grid-cols-2">
      <div className="sm:col-span-2"><Field id="new-address" label="Address" value={address.address} onChange={(event) => change({ address: event.target.value })} /></div>
      <Field id="new-apartment" label="Apartment (optional)" value={address.apartment} onChange={(event) => change({ apartment: event.target.value })} />
      <Field id="new-city" label="City" value={address.city} onChange={(event) => change({ city: event.target.value })} />
      <Field id="new-state" label="State" value={address.state} onChange={(event) => change({ state: event.target.value })} />
      <Field id="new-zip" label="ZIP Code" inputMode="numeric" value={address.zip_code} onChange={(event) => change({ zip_code: event.target.value })} />
      <Field id="new-mobile" label="Mobile (optional)" type="tel" value={address.mobile} onChange={(event) => change({ mobile: event.target.value })} />
      <div className="flex gap-3 sm:col-span-2">
        <Button disabled={saving} onClick={() => void add()}>{saving ? "Saving..." : "Save Address"}</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </div>
  );
}

type PaymentOptionProps = { value: PaymentMethod; current: PaymentMethod; disabled?: boolean; onSelect: (value: PaymentMethod) => void; title: string; detail: string };

function PaymentOption({ value, current, disabled = false, onSelect, title, detail }: PaymentOptionProps) {
  const selected = value === current;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={() => onSelect(value)}
      className={cn("flex w-full items-start gap-3 rounded-xl border p-4 text-left disabled:cursor-not-allowed disabled:opacity-60", selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-100" : "border-stone-200 hover:border-brand-300")}
    >
      {value === "cod" ? <Truck aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" /> : <CreditCard aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />}
      <span><span className="block font-medium text-stone-900">{title}</span><span className="block text-sm text-stone-600">{detail}</span></span>
    </button>
  );
}
