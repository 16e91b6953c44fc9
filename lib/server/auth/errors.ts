import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";

/** Why a sign-in was refused; each reason has its status and the spec's text. */
export const SIGN_IN_FAILURES = {
  invalid_token: { status: 401, message: SIGN_IN_MESSAGES.authenticationFailed },
  invalid_credentials: { status: 401, message: SIGN_IN_MESSAGES.invalidAdminCredentials },
  rate_limited: { status: 429, message: SIGN_IN_MESSAGES.tooManyAttempts },
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

export class SignInRefused extends Error {
  constructor(readonly reason: SignInFailure) {
    super(SIGN_IN_FAILURES[reason].message);
  }
}
