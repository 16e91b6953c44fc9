import type { ReactNode } from "react";

/** The banner at the top of each content page. */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div aria-hidden className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-100/60 blur-3xl" />
      <div className="relative mx-auto max-w-5xl px-4 py-14 text-center md:py-20">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-saffron-700">{eyebrow}</p>
        <h1 className="mt-3 font-serif text-4xl text-brand-900 md:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-stone-600">{children}</div>}
      </div>
    </section>
  );
}
