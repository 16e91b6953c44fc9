import { issueTokenPair } from "@/lib/server/auth/refresh-tokens";
import { signInStaff, staffPrincipal, staffUserJson } from "@/lib/server/auth/staff";
import { route } from "@/lib/server/route-handler/route";
import { staffTokenRequest } from "@/lib/validation/auth/token-requests";

/** Staff (admin or editor) API login: { username, password } -> { access, refresh, user }. */
export const POST = route(
  {
    endpoint: "admin.token.create",
    body: staffTokenRequest,
    refuse: { body: { message: "Username and password are required." } },
  },
  async ({ body, request }) => {
    const staff = await signInStaff(body.username, body.password, request.headers);
    return { ...(await issueTokenPair(staffPrincipal(staff))), user: staffUserJson(staff) };
  },
);
