"use client";

import { Minus, Plus } from "lucide-react";
import { MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";

type Props = { name: string; quantity: number; max: number; disabled: boolean; onChange: (quantity: number) => void };

/** Minus and plus around the quantity; minus is disabled at 1 and a change below 1 is ignored. */
export function QuantityStepper({ name, quantity, max, disabled, onChange }: Props) {
  const change = (next: number) => {
    if (next >= MIN_ORDER_QUANTITY) onChange(next);
  };
  const button =
    "flex h-9 w-9 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <div
      className="inline-flex items-center rounded-full border border-stone-300 bg-white"
      role="group"
      aria-label={`Quantity of ${name}`}
    >
      <button
        type="button"
        className={button}
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= MIN_ORDER_QUANTITY}
        onClick={() => change(quantity - 1)}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <output
        className="w-9 text-center font-medium tabular-nums text-stone-900"
        aria-live="polite"
        aria-label={`Quantity of ${name}`}
      >
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= max}
        onClick={() => change(quantity + 1)}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
