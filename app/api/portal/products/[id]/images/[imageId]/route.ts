import { STAFF } from "@/lib/domain/principal";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { deleteProductImage, updateProductImage } from "@/lib/server/media/product-images";
import { productImagePatch, productImagePath } from "@/lib/validation/media/product-images";

const imagePath = {
  params: productImagePath,
  refuse: {
    params: (error: import("zod").ZodError) =>
      error.issues[0]?.path[0] === "id"
        ? new AppError(404, "product_not_found", "Product not found")
        : new AppError(404, "image_not_found", "Image not found"),
  },
};

/** `{ alt, position }` (either or both): position 0 is first, the product's other images move to make room. */
export const PATCH = route(
  { endpoint: "portal.products.updateImage", auth: STAFF, ...imagePath, body: productImagePatch },
  ({ params, body, staff }) => updateProductImage(params.id, params.imageId, body, staff),
);

/** Removes the image and, once no record uses it, its stored file -> `{ images, version }`: the images left, the product's version (moved on when a variant showed the image). */
export const DELETE = route(
  { endpoint: "portal.products.removeImage", auth: STAFF, ...imagePath },
  ({ params, staff }) => deleteProductImage(params.id, params.imageId, staff),
);
