import { AppError } from "@/lib/server/errors";
import { confirmCodOrder, verifyCodConfirmationToken } from "@/lib/server/orders/cod-confirmation";
import { route } from "@/lib/server/route-handler/route";
import { codConfirmationLink } from "@/lib/validation/orders/notes";

/** The order e-mail's one-tap link: a signed token confirms its cash-on-delivery order (idempotent). */
export const POST = route({ endpoint: "shop.orders.confirmCod", body: codConfirmationLink }, async ({ body }) => {
  const orderId = verifyCodConfirmationToken(body.token);
  if (orderId === null)
    throw new AppError(
      400,
      "invalid_link",
      "This confirmation link is not valid or has expired. Open the order from your account to confirm it.",
    );
  await confirmCodOrder(orderId, { kind: "shopper" });
  return { order_id: orderId, confirmed: true as const };
});
