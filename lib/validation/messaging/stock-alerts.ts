/** "Notify me" on an out-of-stock product, and the portal's waiting list. */
import { z } from "zod";
import { emailAddress, idParam, paging } from "@/lib/validation/primitives";

/**
 * POST /api/products/{productId}/stock-alert/: by e-mail (an address), or on WhatsApp (a signed-in shopper who
 * consents); `variant_id` names the size waited for (none: the product as a whole).
 */
const variantChoice = {
  variant_id: z.number({ error: "Choose a size." }).int("Choose a size.").positive("Choose a size.").optional(),
};
export const stockAlertBody = z.discriminatedUnion(
  "channel",
  [
    z.object({ channel: z.literal("email"), email: emailAddress, ...variantChoice }),
    z.object({ channel: z.literal("whatsapp"), ...variantChoice }),
  ],
  { error: "Choose e-mail (with your address) or WhatsApp." },
);

export const stockAlertParams = z.object({ id: idParam("Product not found") });

/** GET /api/portal/stock-alerts/: the shoppers waiting, optionally for the products whose name or SKU contains `search`. */
export const stockAlertQuery = z.object({
  search: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  ...paging(50),
});

export type StockAlertQuery = z.infer<typeof stockAlertQuery>;
