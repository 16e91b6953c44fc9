import { parseEnv } from "./env";
import { fakeWhatsAppEnv } from "./local-whatsapp";

const production = {
  NODE_ENV: "production" as const,
  DATABASE_URL: "postgresql://shop:secret@db.internal:5432/storefront",
  AUTH_SECRET: "a-real-production-secret-of-at-least-32-chars",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSy-real-key",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "prakriti-shop",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "prakriti-shop.firebaseapp.com",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "a-real-razorpay-key-secret-of-32-chars!",
  RAZORPAY_WEBHOOK_SECRET: "a-real-razorpay-webhook-secret-32-chars!",
  SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
  MAIL_FROM: "Prakriti Ayurveda <orders@prakriti.example>",
};
const whatsApp = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "EAAG-a-system-user-token",
  WHATSAPP_APP_SECRET: "0123456789abcdef0123456789abcdef",
  WHATSAPP_VERIFY_TOKEN: "a-verify-token-of-at-least-32-characters",
};

describe("WhatsApp settings", () => {
  it("are off when none is set, and on with the Graph API's host and a default version when all are", () => {
    expect(parseEnv(production).WHATSAPP_PHONE_NUMBER_ID).toBeUndefined();
    expect(parseEnv({ ...production, ...whatsApp })).toMatchObject({
      WHATSAPP_API_URL: "https://graph.facebook.com",
      WHATSAPP_API_VERSION: "v23.0",
    });
  });

  it("are set together", () => {
    const { WHATSAPP_APP_SECRET: _secret, ...withoutSecret } = whatsApp;
    expect(() => parseEnv({ ...production, ...withoutSecret })).toThrow(
      /WHATSAPP_APP_SECRET: is required with WHATSAPP_PHONE_NUMBER_ID/,
    );
  });

  it("refuse the local fake and short secrets in production, but not in the end-to-end build", () => {
    const fake = fakeWhatsAppEnv("http://127.0.0.1:4040");
    expect(() => parseEnv({ ...production, ...whatsApp, WHATSAPP_API_URL: fake.WHATSAPP_API_URL })).toThrow(
      /WHATSAPP_API_URL: must be the Graph API's host in production/,
    );
    expect(() => parseEnv({ ...production, ...fake })).toThrow(/WHATSAPP_APP_SECRET: must be at least 32 characters/);
    expect(parseEnv({ ...production, APP_ENV: "test", ...fake }).WHATSAPP_API_URL).toBe("http://127.0.0.1:4040");
  });

  it("refuse a version that is not the Graph API's form", () => {
    expect(() => parseEnv({ ...production, ...whatsApp, WHATSAPP_API_VERSION: "23" })).toThrow(/WHATSAPP_API_VERSION/);
  });
});
