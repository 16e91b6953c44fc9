import { z } from "zod";

/** POST /api/auth/otp/send-attempt/ and /api/auth/otp/failed-attempt/: the phone a code goes to (checked by the server's rules). */
export const otpAttemptSchema = z.object({ phone: z.string().trim().min(1).max(20) });

/** POST /api/token/: a Firebase ID token, the proof of the phone. */
export const idTokenSchema = z.object({ id_token: z.string().min(1).max(8192) });

/** POST /api/token/refresh/: the refresh token to rotate. */
export const refreshTokenSchema = z.object({ refresh: z.string().min(1).max(4096) });
