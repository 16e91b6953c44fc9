import { route } from "@/lib/server/route-handler/route";

/** Who the caller is (session cookie or bearer token), for clients and checks; 401 when nobody. */
export const GET = route({ endpoint: "auth.me", auth: "signed-in" }, async ({ principal }) => principal);
