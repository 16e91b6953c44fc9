import { z } from "zod";
import { IMAGE_KINDS } from "@/lib/domain/images";
import { boundedInt, idParam } from "@/lib/validation/primitives";

/** The longest alternative text an image takes. */
export const ALT_MAX = 200;

/** `PATCH /api/portal/products/{id}/images/{imageId}/`: a new alt text and/or a new place (0 = first). */
export const productImagePatch = z
  .object({
    alt: z
      .string({ message: "Alt text must be text" })
      .trim()
      .max(ALT_MAX, `Alt text is at most ${ALT_MAX} characters`)
      .optional(),
    position: boundedInt("Position must be a whole number", {
      min: 0,
      max: 1000,
      tooSmall: "Position starts at 0",
      tooLarge: "Position is at most 1000",
    }).optional(),
  })
  .strict()
  .refine((patch) => patch.alt !== undefined || patch.position !== undefined, "Send alt, position or both");
export type ProductImagePatch = z.infer<typeof productImagePatch>;

export const productImagePath = z.object({ id: idParam("Product not found"), imageId: idParam("Image not found") });

/** `POST /api/portal/uploads/?kind=`: the single images records other than products keep. */
export const uploadQuery = z.object({
  kind: z.enum(IMAGE_KINDS.filter((kind) => kind !== "product" && kind !== "return") as ["category", "slide", "logo"], {
    message: "kind must be category, slide or logo",
  }),
});
