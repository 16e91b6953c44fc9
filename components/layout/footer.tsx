import { Mail, MapPin, Phone } from "lucide-react";
import Link from "next/link";
import { ServerImage } from "@/components/ui/server-image";
import { CUSTOMER_CARE_HOURS } from "@/lib/content/store";
import { getStoreInfo, type PolicyKey, type StoreInfo } from "@/lib/server/settings/store-info";
import { loadMenuCategories } from "./header-data";
import { NewsletterForm } from "./newsletter-form";
import { PolicyDialog } from "./policy-dialog";

type FooterEntry = { href: string; label: string } | { policy: PolicyKey; label: string };

const LEARN: FooterEntry[] = [
  { href: "/blog", label: "Blog" },
  { href: "/treatments", label: "Treatments" },
  { href: "/conditions", label: "Health Conditions" },
  { href: "/treatments#lifestyle-consultation", label: "Ayurvedic Consultation" },
];
const COMPANY: FooterEntry[] = [
  { href: "/contact", label: "Contact Us" },
  { policy: "terms", label: "Terms and Conditions" },
  { policy: "privacy", label: "Privacy Policy" },
];
const CUSTOMER_CARE: FooterEntry[] = [
  { href: "/orders", label: "My Orders" },
  { policy: "shipping", label: "Shipping and Delivery" },
  { policy: "cancellation", label: "Cancellation" },
  { policy: "contact", label: "Contact Us" },
];
/** Placeholders (SPEC.md section 2 Footer), named by the words they show so the accessible name is the visible one. */
const SOCIAL = ["Facebook", "Instagram", "X (Twitter)", "YouTube"];

export async function Footer() {
  const [store, categories] = await Promise.all([getStoreInfo(), loadMenuCategories()]);
  const shop: FooterEntry[] = [
    { href: "/products", label: "All Products" },
    ...(categories.status === "ready"
      ? categories.categories.map((category) => ({ href: `/products/${category.slug}`, label: category.name }))
      : []),
  ];
  return (
    <footer className="mt-20 bg-brand-900 text-brand-50">
      <section aria-labelledby="newsletter-heading" className="border-b border-brand-700/60">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-10 md:flex-row md:items-center">
          <div>
            <h2 id="newsletter-heading" className="font-serif text-2xl text-white">
              Join our wellness circle
            </h2>
            <p className="mt-1 text-sm text-brand-100/80">
              Seasonal rituals, new remedies and member-only offers, straight to your inbox.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-6">
        <CompanyCard store={store} />
        <LinkGroup title="Shop" entries={shop} store={store} />
        <LinkGroup title="Learn" entries={LEARN} store={store} />
        <LinkGroup title="Our Company" entries={COMPANY} store={store} />
        <LinkGroup title="Customer Care" entries={CUSTOMER_CARE} store={store} />
      </div>
      <div className="border-t border-brand-700/60">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-xs text-brand-100/70 sm:flex-row">
          <p>© {store.companyName}. All rights reserved.</p>
          <ul className="footer-social" aria-label="Social media">
            {SOCIAL.map((label) => (
              <li key={label}>
                <a href="#">{label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function CompanyCard({ store }: { store: StoreInfo }) {
  return (
    <div className="lg:col-span-2">
      <div className="flex items-center gap-3">
        {store.logo && (
          <ServerImage
            src={store.logo}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 rounded-full bg-white object-cover"
          />
        )}
        <div>
          <p className="font-serif text-2xl text-white">{store.companyName}</p>
          <p className="text-[11px] tracking-[0.25em] text-saffron-500">{store.tagline}</p>
        </div>
      </div>
      <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100/80">
        Authentic Ayurvedic remedies, skincare, teas and hair care, crafted from pure herbs and classical wisdom.
      </p>
      <ul className="mt-5 space-y-2 text-sm text-brand-100/80">
        {store.email && (
          <li>
            <a href={`mailto:${store.email}`} className="inline-flex items-center gap-2 hover:text-white">
              <Mail aria-hidden className="h-4 w-4 text-saffron-500" />
              {store.email}
            </a>
          </li>
        )}
        {store.phone && (
          <li>
            <a href={`tel:${store.phone}`} className="inline-flex items-center gap-2 hover:text-white">
              <Phone aria-hidden className="h-4 w-4 text-saffron-500" />
              {store.phone}
            </a>
            <span className="mt-1 block pl-6 text-xs">{CUSTOMER_CARE_HOURS}</span>
          </li>
        )}
        {store.address && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-saffron-500" />
            {store.address}
          </li>
        )}
      </ul>
    </div>
  );
}

function LinkGroup({ title, entries, store }: { title: string; entries: FooterEntry[]; store: StoreInfo }) {
  return (
    <nav aria-label={title}>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h3>
      <ul className="footer-links">
        {entries.map((entry) => {
          if ("href" in entry) {
            return (
              <li key={entry.label}>
                <Link href={entry.href}>{entry.label}</Link>
              </li>
            );
          }
          const policy = store.policies[entry.policy];
          return policy ? (
            <li key={entry.label}>
              <PolicyDialog label={entry.label} policyKey={entry.policy} />
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
