import { ArrowRight, CheckCircle2, MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { Button } from "@/components/ui/button";
import { TREATMENTS } from "@/lib/content/treatments";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Treatments",
    description: "Panchakarma, herbal remedies, lifestyle consultation, yoga and meditation: classical Ayurvedic care.",
  };
}

export default function TreatmentsPage() {
  return (
    <main>
      <PageHero eyebrow="Ayurvedic Therapies" title="Treatments">
        Classical therapies that restore balance to body, mind and spirit.
      </PageHero>
      <nav
        aria-label="Treatments"
        className="sticky top-16 z-10 border-b border-brand-100 bg-white/90 backdrop-blur md:top-[6.5rem]"
      >
        <ul className="mx-auto flex max-w-5xl gap-2 overflow-x-auto px-4 py-3">
          {TREATMENTS.map((treatment) => (
            <li key={treatment.id}>
              <a
                href={`#${treatment.id}`}
                className="block whitespace-nowrap rounded-full border border-brand-100 px-4 py-1.5 text-sm text-brand-700 hover:bg-brand-50"
              >
                {treatment.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-14">
        {TREATMENTS.map((treatment, index) => (
          <section
            key={treatment.id}
            id={treatment.id}
            aria-labelledby={`${treatment.id}-title`}
            className="scroll-mt-44 rounded-3xl border border-brand-100 bg-white p-6 shadow-sm md:p-10"
          >
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-saffron-700">Treatment {index + 1}</p>
            <h2 id={`${treatment.id}-title`} className="mt-2 font-serif text-3xl text-brand-900">
              {treatment.title}
            </h2>
            <p className="mt-2 text-lg text-stone-600">{treatment.shortDescription}</p>
            <div className="mt-6 grid gap-8 md:grid-cols-[3fr_2fr]">
              <div className="space-y-4 leading-relaxed text-stone-700">
                {treatment.longDescription.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <div className="rounded-2xl bg-brand-50 p-5">
                <h3 className="font-semibold text-brand-900">Key Benefits</h3>
                <ul className="mt-3 space-y-2">
                  {treatment.keyBenefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2 text-sm text-stone-700">
                      <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild>
                <Link href={`/contact?service_inquiry=${treatment.id}`}>
                  <MessageSquare aria-hidden className="h-4 w-4" />
                  Inquire About {treatment.title}
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link href={treatment.relatedLink.href}>
                  {treatment.relatedLink.label}
                  <ArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              </Button>
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
