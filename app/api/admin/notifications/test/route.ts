import { ADMINS } from "@/lib/domain/principal";
import { sendTestNotification } from "@/lib/server/messaging/notification-samples";
import { route } from "@/lib/server/route-handler/route";
import { notificationTestSchema } from "@/lib/validation/messaging/notification-test";

/** "Send a test": one template with its sample data to the given address or number, at most 10 in 10 minutes. Audited. */
export const POST = route(
  { endpoint: "admin.notifications.test", auth: ADMINS, body: notificationTestSchema },
  ({ staff, body }) => sendTestNotification(staff, body),
);
