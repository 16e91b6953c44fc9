import { percentOffLabel } from "@/lib/domain/pricing";

/** The "N% OFF" badge (lib/domain/pricing percentOffLabel: none for a discount under half a percent). */
export function PercentOff({ percent, className }: { percent: number; className: string }) {
  const label = percentOffLabel(percent);
  return label && <span className={className}>{label}</span>;
}
