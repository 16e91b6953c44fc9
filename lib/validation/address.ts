import { z } from "zod";

/** An Indian PIN code: six digits. */
export const pincode = z.string("Enter a valid 6-digit pincode").regex(/^\d{6}$/, "Enter a valid 6-digit pincode");
