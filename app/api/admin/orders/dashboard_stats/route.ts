import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { dashboardStats } from "@/lib/server/orders/admin-queries";

export const GET = route({ endpoint: "admin.orders.dashboardStats", auth: ADMINS }, () => dashboardStats());
