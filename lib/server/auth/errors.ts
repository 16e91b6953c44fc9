import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { AppError } from "@/lib/server/errors";

/** Why a sign-in was refused; each reason has its status and the spec's text. */
export const SIGN_IN_FAILURES = {
  invalid_token: { status: 401, message: SIGN_IN_MESSAGES.authenticationFailed },
  invalid_credentials: { status: 401, message: SIGN_IN_MESSAGES.invalidAdminCredentials },
  rate_limited: { status: 429, message: SIGN_IN_MESSAGES.tooManyAttempts },
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/** A refused sign-in; the reason is also the answer's `error` code. */
export class SignInRefused extends AppError {
  constructor(readonly reason: SignInFailure) {
    super(SIGN_IN_FAILURES[reason].status, reason, SIGN_IN_FAILURES[reason].message);
  }
}

export const invalidPhone = () => new AppError(400, "invalid_phone", SIGN_IN_MESSAGES.invalidPhone);
