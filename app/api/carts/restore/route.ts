import { restoreReminderCart } from "@/lib/server/messaging/abandoned-carts";
import { route } from "@/lib/server/route-handler/route";
import { cartRestoreQuery } from "@/lib/validation/messaging/links";

/**
 * GET /api/carts/restore/?token=…: the abandoned-cart reminder's link. Puts the reminded lines (and
 * the reminder's coupon) back into this browser's cart, the signed-in shopper's or a guest cart that
 * joins theirs at sign-in, then sends the browser to the cart page; a link that is not valid or has
 * expired goes there too, saying so. Opening it again adds nothing more.
 */
export const GET = route(
  { endpoint: "carts.restore", auth: "cart", query: cartRestoreQuery },
  async ({ owner, query }) => {
    const result = query.token ? await restoreReminderCart(owner, query.token) : "invalid";
    // A relative address: the browser stays on the host it came by, where its session cookie is.
    return new Response(null, { status: 303, headers: { location: `/cart?reminder=${result}` } });
  },
);
