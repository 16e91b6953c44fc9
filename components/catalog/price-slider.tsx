"use client";

import { Slider } from "radix-ui";

type Range = [number, number];

/** The listing's two-thumb price slider (whole rupees); `onCommit` runs when a thumb is released. */
export function PriceSlider({
  bounds,
  step,
  value,
  onChange,
  onCommit,
}: {
  bounds: { min: number; max: number };
  step: number;
  value: Range;
  onChange: (value: Range) => void;
  onCommit: (value: Range) => void;
}) {
  return (
    <Slider.Root
      className="relative flex h-5 w-full touch-none select-none items-center"
      min={bounds.min}
      max={bounds.max}
      step={step}
      minStepsBetweenThumbs={0}
      value={value}
      onValueChange={(next) => onChange([next[0], next[1]])}
      onValueCommit={(next) => onCommit([next[0], next[1]])}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
        <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
      </Slider.Track>
      {["Minimum price", "Maximum price"].map((label) => (
        <Slider.Thumb
          key={label}
          aria-label={label}
          className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
        />
      ))}
    </Slider.Root>
  );
}
