import { z } from "zod";
import { pincode } from "@/lib/validation/customers/address";

/** GET /api/delivery/check/?pincode= (six digits). */
export const deliveryCheckQuery = z.object({ pincode });
