import type { ReactNode } from "react";

/** One titled card of the checkout page (Contact Information, Shipping Address, Payment Method). */
export function CheckoutSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="mb-4 flex items-center gap-2 font-serif text-xl text-brand-900">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}
