import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/http/route";
import { carrier, DEFAULT_WEIGHT_KG } from "@/lib/server/shipping/carrier";
import { pincode } from "@/lib/validation/address";

const Query = z.object({ pincode, weight: z.coerce.number().positive().max(100).default(DEFAULT_WEIGHT_KG) });

export const GET = route({ auth: ADMINS, query: Query }, ({ query }) => carrier().rates(query.pincode, query.weight));
