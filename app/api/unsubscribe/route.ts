import { unsubscribeByToken } from "@/lib/server/messaging/unsubscribe";
import { route } from "@/lib/server/route-handler/route";
import { unsubscribeQuery } from "@/lib/validation/messaging/links";

/**
 * POST /api/unsubscribe/?token=…: the URL of every marketing e-mail's `List-Unsubscribe` header and
 * of its unsubscribe page's button. RFC 8058 one-click: the mailbox provider posts
 * `List-Unsubscribe=One-Click` as a form, which is read for nothing; the signed token in the URL is
 * all that counts, with no cookie.
 */
export const POST = route(
  {
    endpoint: "messaging.unsubscribe",
    oneClick: true,
    query: unsubscribeQuery,
    refuse: { query: { code: "invalid_link" } },
  },
  ({ query }) => unsubscribeByToken(query.token),
);
