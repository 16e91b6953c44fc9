import { z } from "zod";
import { readReturnPhoto } from "@/lib/server/returns/photos";
import { route } from "@/lib/server/route-handler/route";

/**
 * A return's photo, to its order's owner and admins only (docs/returns.md): 404 for anyone else, 401
 * signed out, `Cache-Control: private`. Outside `/api` as `/media` is: an image address, not an endpoint.
 */
export const GET = route(
  {
    auth: "caller",
    params: z.object({ name: z.string().max(64) }),
    refuse: { params: { status: 404, code: "not_found", message: "Not found" } },
  },
  ({ principal, params }) => readReturnPhoto(principal, params.name),
);
