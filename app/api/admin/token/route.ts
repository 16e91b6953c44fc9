import { z } from "zod";
import { issueTokenPair } from "@/lib/server/auth/refresh-tokens";
import { signInStaff, staffPrincipal, staffUserJson } from "@/lib/server/auth/staff";
import { route } from "@/lib/server/route-handler/route";

const Body = z.object({ username: z.string().trim().min(1).max(150), password: z.string().min(1).max(1024) });

/** Staff (admin or editor) API login: { username, password } -> { access, refresh, user }. */
export const POST = route(
  { body: Body, refuse: { body: { message: "Username and password are required." } } },
  async ({ body, request }) => {
    const staff = await signInStaff(body.username, body.password, request.headers);
    return { ...(await issueTokenPair(staffPrincipal(staff))), user: staffUserJson(staff) };
  },
);
