import { z } from "zod";
import { route } from "@/lib/server/route-handler/route";
import { AppError } from "@/lib/server/errors";
import { storage } from "@/lib/server/storage";
import { isPublicKey } from "@/lib/server/storage/storage";

const notFound = () => new AppError(404, "not_found", "Not found");

/**
 * Uploaded images, from whichever storage is configured (a return's photos are private: a 404 here,
 * served by app/return-photos to their owner and staff). Every upload has a key of its own, so an
 * answer never changes: browsers and CDNs keep it for a year.
 */
export const GET = route(
  {
    params: z.object({
      key: z
        .array(z.string())
        .transform((parts) => parts.join("/"))
        .refine(isPublicKey),
    }),
    refuse: { params: { status: 404, code: "not_found", message: "Not found" } },
  },
  async ({ params }) => {
    const object = await storage().get(params.key);
    if (!object) throw notFound();
    return new Response(object.body, {
      headers: {
        "content-type": object.contentType,
        "content-length": String(object.size),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    });
  },
);
