import { signLinkToken, unsubscribeTargetOf, unsubscribeUrl, verifyLinkToken } from "./signed-links";

const inAnHour = () => new Date(Date.now() + 3600_000);

it("answers the subject of a token signed for the same purpose, before it expires", () => {
  const token = signLinkToken("newsletter-confirm", "subscriber:7:abc", inAnHour());
  expect(verifyLinkToken("newsletter-confirm", token)).toEqual({ ok: true, subject: "subscriber:7:abc" });
  expect(verifyLinkToken("unsubscribe", signLinkToken("unsubscribe", "customer:3", null))).toEqual({
    ok: true,
    subject: "customer:3",
  });
});

it("refuses an expired token, at its very second of expiry", () => {
  const expiresAt = new Date("2026-11-27T10:00:00Z");
  const token = signLinkToken("cart-restore", "cart:x", expiresAt);
  expect(verifyLinkToken("cart-restore", token, new Date("2026-11-27T09:59:58Z")).ok).toBe(true);
  expect(verifyLinkToken("cart-restore", token, expiresAt)).toEqual({ ok: false, reason: "expired" });
});

it("refuses a forged, altered or re-purposed token", () => {
  const token = signLinkToken("unsubscribe", "subscriber:7", null);
  const [body, signature] = token.split(".");
  // Another subject under the same signature.
  const otherBody = Buffer.from(JSON.stringify({ p: "unsubscribe", s: "subscriber:8", x: null })).toString("base64url");
  for (const forged of [
    `${otherBody}.${signature}`,
    `${body}.${signature.slice(0, -2)}AA`,
    `${body}.`,
    body,
    `${token}.extra`,
    "",
    "not-a-token",
  ])
    expect(verifyLinkToken("unsubscribe", forged)).toEqual({ ok: false, reason: "invalid" });
  // A token for one purpose opens nothing else.
  expect(verifyLinkToken("newsletter-confirm", token)).toEqual({ ok: false, reason: "invalid" });
  // An expiry lengthened by hand breaks the signature.
  const short = signLinkToken("cart-restore", "cart:x", new Date(Date.now() - 1000));
  const longer = Buffer.from(JSON.stringify({ p: "cart-restore", s: "cart:x", x: 9_999_999_999 })).toString(
    "base64url",
  );
  expect(verifyLinkToken("cart-restore", `${longer}.${short.split(".")[1]}`)).toEqual({ ok: false, reason: "invalid" });
});

it("builds unsubscribe URLs whose token names the subscriber or the customer", () => {
  const url = new URL(unsubscribeUrl({ subscriberId: 12 }));
  expect(url.pathname).toBe("/api/unsubscribe/");
  expect(unsubscribeTargetOf(url.searchParams.get("token")!)).toEqual({ subscriberId: 12 });
  const customer = new URL(unsubscribeUrl({ customerId: 5 })).searchParams.get("token")!;
  expect(unsubscribeTargetOf(customer)).toEqual({ customerId: 5 });
  expect(unsubscribeTargetOf(signLinkToken("newsletter-confirm", "subscriber:12", null))).toBeNull();
  expect(unsubscribeTargetOf(signLinkToken("unsubscribe", "staff:1", null))).toBeNull();
});
