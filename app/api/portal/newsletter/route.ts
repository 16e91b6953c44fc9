import { ADMINS } from "@/lib/domain/principal";
import { listSubscribers } from "@/lib/server/contact/newsletter";
import { route } from "@/lib/server/route-handler/route";
import { newsletterQuery } from "@/lib/validation/contact/newsletter";

/** Newsletter subscribers, newest first -> { results: [{ id, email, subscribed_at }], count }. */
export const GET = route({ endpoint: "portal.newsletter.list", auth: ADMINS, query: newsletterQuery }, ({ query }) =>
  listSubscribers(query),
);
