import { z } from "zod";

/** POST /api/admin/token/: a staff member's API sign-in. */
export const staffTokenRequest = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(1024),
});

/** POST /api/token/refresh/ and /api/admin/token/refresh/: the refresh token to rotate. */
export const refreshTokenRequest = z.object({ refresh: z.string().min(1).max(4096) });
