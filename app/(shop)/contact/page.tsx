import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ContactForm } from "@/components/content/contact-form";
import { PageHero } from "@/components/content/page-hero";
import { CUSTOMER_CARE_HOURS } from "@/lib/content/store";
import { getStoreInfo } from "@/lib/server/settings/store-info";

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreInfo();
  return {
    title: "Contact Us",
    description: `Questions about remedies, orders or consultations? Write to ${store.companyName}.`,
  };
}

export default async function ContactPage() {
  const store = await getStoreInfo();
  return (
    <main>
      <PageHero eyebrow="We're here to help" title="Contact Us">
        Questions about a remedy, your order or a consultation? Send us a message and our Ayurvedic team will reply
        soon.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm md:p-8"
        >
          <h2 id="contact-form-heading" className="font-serif text-2xl text-brand-900">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <aside className="space-y-6">
          <section
            aria-labelledby="contact-details-heading"
            className="rounded-3xl bg-brand-900 p-6 text-brand-50 md:p-8"
          >
            <h2 id="contact-details-heading" className="font-serif text-2xl text-white">
              Get in touch
            </h2>
            <ul className="mt-6 space-y-5 text-sm">
              <Detail icon={<MapPin className="h-5 w-5" />} label="Visit us">
                {store.address}
              </Detail>
              <Detail icon={<Phone className="h-5 w-5" />} label="Call us">
                <a href={`tel:${store.phone}`} className="hover:text-white">
                  {store.phone}
                </a>
              </Detail>
              <Detail icon={<Mail className="h-5 w-5" />} label="Email us">
                <a href={`mailto:${store.email}`} className="hover:text-white">
                  {store.email}
                </a>
              </Detail>
              <Detail icon={<Clock className="h-5 w-5" />} label="Hours">
                {CUSTOMER_CARE_HOURS}
              </Detail>
            </ul>
          </section>
          <div
            role="img"
            aria-label="Map placeholder"
            className="flex h-56 flex-col items-center justify-center rounded-3xl border-2 border-dashed border-brand-100 bg-[radial-gradient(circle_at_center,var(--color-brand-50),white)] text-center"
          >
            <MapPin aria-hidden className="h-10 w-10 text-saffron-500" />
            <p className="mt-2 font-medium text-brand-900">Map coming soon</p>
            <p className="text-xs text-stone-600">Indiranagar, Bengaluru</p>
          </div>
        </aside>
      </div>
    </main>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-saffron-500"
      >
        {icon}
      </span>
      <span>
        <span className="block text-xs uppercase tracking-wider text-brand-100/70">{label}</span>
        <span className="mt-0.5 block text-brand-50">{children}</span>
      </span>
    </li>
  );
}
