import { confirmErrorMessage, isWrongCode, sendErrorMessage, SIGN_IN_MESSAGES } from "./sign-in-messages";

describe("sendErrorMessage", () => {
  it.each([
    ["auth/invalid-phone-number", "Invalid phone number format. Please enter a valid phone number."],
    ["auth/too-many-requests", "Too many attempts. Please try again later."],
    ["auth/quota-exceeded", "SMS quota exceeded. Please try again later."],
    ["auth/captcha-check-failed", "reCAPTCHA not loaded. Please refresh the page and try again."],
  ])("maps %s to the spec's text", (code, text) => {
    expect(sendErrorMessage({ code, message: "raw" })).toBe(text);
  });

  it("shows any other error's own message, default 'Failed to send OTP'", () => {
    expect(sendErrorMessage({ code: "auth/network-request-failed", message: "Network down" })).toBe("Network down");
    expect(sendErrorMessage({})).toBe("Failed to send OTP");
    expect(sendErrorMessage(null)).toBe("Failed to send OTP");
  });
});

describe("confirmErrorMessage", () => {
  it("names a wrong code and an expired code, else 'Invalid OTP'", () => {
    expect(confirmErrorMessage({ code: "auth/invalid-verification-code" })).toBe(
      "Invalid verification code. Please check and try again.",
    );
    expect(confirmErrorMessage({ code: "auth/code-expired" })).toBe(
      "Verification code has expired. Please request a new one.",
    );
    expect(confirmErrorMessage(new Error("boom"))).toBe("Invalid OTP");
  });

  it("counts only wrong codes as failed attempts", () => {
    expect(isWrongCode({ code: "auth/invalid-verification-code" })).toBe(true);
    expect(isWrongCode({ code: "auth/code-expired" })).toBe(false);
  });

  it("keeps the spec's success and backend texts", () => {
    expect(SIGN_IN_MESSAGES.success).toBe("Authentication successful!");
    expect(SIGN_IN_MESSAGES.backendFailed).toBe("Backend authentication failed");
  });
});
