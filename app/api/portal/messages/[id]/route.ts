import { STAFF } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { setMessageHandled } from "@/lib/server/contact/contact-inbox";
import { messagePatch } from "@/lib/validation/catalog-management/storefront-content";

/** `{handled}`: marks the message handled, recording who and when, or back to unhandled. */
export const PATCH = route(
  {
    endpoint: "portal.messages.setHandled",
    auth: STAFF,
    ...recordPath("message_not_found", "Message not found"),
    body: messagePatch,
  },
  ({ params, body, staff }) => setMessageHandled(params.id, body.handled, staff),
);
