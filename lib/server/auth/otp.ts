import "server-only";
import { toE164 } from "@/lib/domain/phone";
import { invalidPhone, SignInRefused } from "./errors";
import { clientIp } from "@/lib/server/requests/client-ip";
import { countEvent, hit, LIMITS, reset } from "@/lib/server/security/rate-limit";

/**
 * Called by the login page before Firebase sends a code: counts the send per phone and per
 * address, refuses past the limits, and starts a fresh wrong-code count for the new code.
 */
export async function recordCodeSend(phoneInput: string, headers: Headers): Promise<string> {
  const phone = toE164(phoneInput);
  if (!phone) throw invalidPhone();
  const [phoneAllowed, ipAllowed] = await Promise.all([
    hit(LIMITS.otpSendPerPhone, phone),
    hit(LIMITS.otpSendPerIp, clientIp(headers)),
  ]);
  if (!phoneAllowed || !ipAllowed) throw new SignInRefused("rate_limited");
  await reset(LIMITS.wrongCodesPerCode, phone);
  return phone;
}

/** Called after a wrong code: at the limit the code is dead, and sign-in with it is refused. */
export async function recordWrongCode(phoneInput: string): Promise<void> {
  const phone = toE164(phoneInput);
  if (!phone) throw invalidPhone();
  const wrongCodes = await countEvent(LIMITS.wrongCodesPerCode, phone);
  if (wrongCodes >= LIMITS.wrongCodesPerCode.max) throw new SignInRefused("rate_limited");
}
