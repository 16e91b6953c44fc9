import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { checkDelivery } from "@/lib/server/shipping/delivery-check";
import { deliveryCheckQuery } from "@/lib/validation/shipping/delivery-check";

/**
 * `?pincode=` (six digits) -> { pincode, serviceable, cod_allowed, delivery_days,
 * estimated_delivery (YYYY-MM-DD in India), city, state }; a pincode the shop does not list is
 * not serviceable (200, not 404): the product page's "Check delivery".
 */
export const GET = route({ endpoint: "delivery.check", query: deliveryCheckQuery }, async ({ query, request }) => {
  await limitPerAddress(LIMITS.deliveryCheckPerIp, request.headers);
  return checkDelivery(query.pincode);
});
