import { STAFF } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { uploadImage } from "@/lib/server/media/uploads";
import { uploadQuery } from "@/lib/validation/media/product-images";

/** `?kind=category|slide|logo`, multipart/form-data with one `file` -> 201 `{ image }`: the path the record keeps. */
export const POST = route(
  { endpoint: "portal.uploads.create", auth: STAFF, query: uploadQuery, status: 201, upload: true },
  ({ query, request, staff }) => uploadImage(query.kind, request, staff),
);
