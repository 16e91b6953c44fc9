/** The sign-in texts of SPEC.md section 8, and how a phone-auth error code maps onto them. */

export const SIGN_IN_MESSAGES = {
  invalidPhone: "Invalid phone number format. Please enter a valid phone number.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  quotaExceeded: "SMS quota exceeded. Please try again later.",
  captchaNotLoaded: "reCAPTCHA not loaded. Please refresh the page and try again.",
  captchaInitFailed: "Failed to initialize reCAPTCHA. Please refresh the page and try again.",
  sendFailed: "Failed to send OTP",
  invalidCode: "Invalid verification code. Please check and try again.",
  codeExpired: "Verification code has expired. Please request a new one.",
  confirmFailed: "Invalid OTP",
  noConfirmation: "No confirmation result available",
  backendFailed: "Backend authentication failed",
  success: "Authentication successful!",
  authenticationFailed: "Authentication failed",
  noAccessToken: "No access token available",
  noRefreshToken: "No refresh token available",
  refreshFailed: "Token refresh failed",
  signOutFailed: "Failed to sign out",
  invalidAdminCredentials: "Invalid admin credentials. Please try again.",
  noAdminAccessToken: "No admin access token available",
  adminAuthExpired: "Admin authentication expired",
  adminRefreshFailed: "Admin token refresh failed",
  noAdminRefreshToken: "No admin refresh token available",
} as const;

type ProviderError = { code?: unknown; message?: unknown };

function codeOf(error: unknown): string {
  const code = (error as ProviderError | null)?.code;
  return typeof code === "string" ? code : "";
}

function ownMessage(error: unknown): string | null {
  const message = (error as ProviderError | null)?.message;
  return typeof message === "string" && message.length > 0 ? message : null;
}

/** The text shown when sending a code fails. */
export function sendErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case "auth/invalid-phone-number":
    case "auth/missing-phone-number":
      return SIGN_IN_MESSAGES.invalidPhone;
    case "auth/too-many-requests":
      return SIGN_IN_MESSAGES.tooManyAttempts;
    case "auth/quota-exceeded":
      return SIGN_IN_MESSAGES.quotaExceeded;
    case "auth/captcha-check-failed":
    case "auth/invalid-app-credential":
    case "auth/missing-app-credential":
      return SIGN_IN_MESSAGES.captchaNotLoaded;
    default:
      return ownMessage(error) ?? SIGN_IN_MESSAGES.sendFailed;
  }
}

/** The text shown when confirming a code fails. */
export function confirmErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case "auth/invalid-verification-code":
      return SIGN_IN_MESSAGES.invalidCode;
    case "auth/code-expired":
    case "auth/session-expired":
      return SIGN_IN_MESSAGES.codeExpired;
    case "auth/too-many-requests":
      return SIGN_IN_MESSAGES.tooManyAttempts;
    default:
      return SIGN_IN_MESSAGES.confirmFailed;
  }
}

/** Wrong-code errors count towards the per-code attempt limit; other failures do not. */
export function isWrongCode(error: unknown): boolean {
  return codeOf(error) === "auth/invalid-verification-code";
}
