"use client";

import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/ui/cx";

export const CAROUSEL_INTERVAL_MS = 6000;
/** A slide; its picture is rendered on the server (the home page's `ServerImage`). */
export type HeroSlide = {
  id: number;
  headline: string;
  tagline: string;
  picture: ReactNode;
  buttonText: string;
  link: string;
};

/** The home page's hero: advances every 6 seconds, wraps around, dots jump to a slide. */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slides.length, current]);

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative h-[28rem] overflow-hidden bg-brand-900 md:h-[34rem]"
    >
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
          aria-hidden={index !== current}
          className={cx(
            "absolute inset-0 transition-opacity duration-700",
            index === current ? "opacity-100" : "pointer-events-none opacity-0",
          )}
        >
          {slide.picture}
          <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/40 to-transparent" />
          <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center px-6 text-white">
            <h2 className="max-w-xl font-serif text-4xl leading-tight md:text-6xl">{slide.headline}</h2>
            <p className="mt-4 max-w-lg text-lg text-white/90">{slide.tagline}</p>
            <Button asChild size="lg" variant="accent" className="mt-8 w-fit" tabIndex={index === current ? 0 : -1}>
              <Link href={slide.link}>{slide.buttonText}</Link>
            </Button>
          </div>
        </div>
      ))}
      <div className="absolute inset-x-0 bottom-6 flex justify-center gap-3">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
            className={cx(
              "h-3 rounded-full transition-all",
              index === current ? "w-8 bg-white" : "w-3 bg-white/50 hover:bg-white/80",
            )}
          />
        ))}
      </div>
    </section>
  );
}
