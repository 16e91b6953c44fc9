import { ADMINS } from "@/lib/domain/principal";
import { notificationSamples } from "@/lib/server/messaging/notification-samples";
import { route } from "@/lib/server/route-handler/route";

/** Every e-mail and WhatsApp template, rendered with sample data (nothing is stored or sent). */
export const GET = route({ endpoint: "admin.notifications.list", auth: ADMINS }, () => notificationSamples());
