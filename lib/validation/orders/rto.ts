/** A parcel returned to origin (RTO): staff's count of a line's damaged units (docs/ndr-rto.md). */
import { z } from "zod";
import { boundedInt, dbId } from "@/lib/validation/primitives";

export const rtoDamageBody = z.object({
  item_id: dbId("Choose a line of this order"),
  damaged: boundedInt("Enter a whole number of units", { min: 0, max: 10_000 }),
});
export type RtoDamageBody = z.output<typeof rtoDamageBody>;
