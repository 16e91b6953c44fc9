import { z } from "zod";
import { dbId } from "@/lib/validation/primitives";

const productIds = z.array(dbId("Product ids must be positive whole numbers.")).max(10_000);

/** POST /api/internal/revalidate-stock/: the products an order's stock moves touched. */
export const revalidateStockSchema = z.object({ moved: productIds, availabilityChanged: productIds });
