/** A box's outer size in whole centimetres. */
export type BoxCm = { length: number; breadth: number; height: number };

/** The shop's standard box: what a size without a box of its own is packed in. */
export const STANDARD_BOX_CM: BoxCm = { length: 20, breadth: 15, height: 10 };

/** A size's box as stored (all three sides or none, lib/validation), or null. */
export function boxOf(
  variant: { lengthCm: number | null; breadthCm: number | null; heightCm: number | null } | null,
): BoxCm | null {
  if (variant?.lengthCm == null || variant.breadthCm == null || variant.heightCm == null) return null;
  return { length: variant.lengthCm, breadth: variant.breadthCm, height: variant.heightCm };
}

export type ParcelLine = { units: number; box?: BoxCm | null };

/**
 * The parcel's size told to the courier (it charges the greater of the weight and the volume, and bills the
 * difference when the parcel it measures is bigger). Lines whose size has no box travel in the shop's standard box,
 * as every parcel did before sizes had boxes. When a line has its own box, each unit counts as its box (the standard
 * box for the others), stacked on the largest footprint: one unit of a size is sent in exactly its box.
 */
export function parcelBox(lines: ParcelLine[]): BoxCm {
  if (!lines.some((line) => line.box)) return STANDARD_BOX_CM;
  const units = lines
    .filter((line) => line.units > 0)
    .map((line) => ({ units: line.units, box: line.box ?? STANDARD_BOX_CM }));
  const length = Math.max(...units.map(({ box }) => box.length));
  const breadth = Math.max(...units.map(({ box }) => box.breadth));
  const volume = units.reduce((sum, { units, box }) => sum + units * box.length * box.breadth * box.height, 0);
  const height = Math.max(...units.map(({ box }) => box.height), Math.ceil(volume / (length * breadth)));
  return { length, breadth, height };
}
