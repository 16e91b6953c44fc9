import { parseEnv } from "./env";

const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://shop:secret@db.internal:5432/shop",
  AUTH_SECRET: "a-real-production-secret-of-at-least-32-chars",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaRealKey",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "prakriti-shop",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "prakriti-shop.firebaseapp.com",
  RAZORPAY_KEY_ID: "rzp_live_0123456789",
  RAZORPAY_KEY_SECRET: "a-real-razorpay-key-secret-of-32-chars",
  RAZORPAY_WEBHOOK_SECRET: "a-real-razorpay-webhook-secret-32-chars",
  SMTP_URL: "smtp://mailer:secret@smtp.example.in:587",
  MAIL_FROM: "Prakriti Ayurveda <orders@example.in>",
} as NodeJS.ProcessEnv;

describe("parseEnv", () => {
  it("gives development safe defaults", () => {
    const env = parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\//);
    expect(env.AUTH_SECRET.length).toBeGreaterThan(0);
    expect(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID).toBe("demo-storefront");
  });

  it("rejects a malformed value with a message naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "development", APP_URL: "not a url" } as NodeJS.ProcessEnv)).toThrow(/APP_URL/);
  });

  it("takes a redis:// or rediss:// REDIS_URL for the shared cache, and nothing else", () => {
    expect(parseEnv({ ...production, REDIS_URL: "rediss://cache.internal:6380" }).REDIS_URL).toBe(
      "rediss://cache.internal:6380",
    );
    expect(parseEnv(production).REDIS_URL).toBeUndefined();
    expect(() => parseEnv({ ...production, REDIS_URL: "cache.internal:6379" })).toThrow(/REDIS_URL/);
  });

  it("accepts a complete production environment", () => {
    expect(parseEnv(production).NEXT_PUBLIC_FIREBASE_PROJECT_ID).toBe("prakriti-shop");
  });

  it("takes Razorpay's key secret at the length Razorpay issues it, but never the local fake's", () => {
    expect(
      parseEnv({ ...production, RAZORPAY_KEY_SECRET: "EnLs21M47BllR3X8PSFtjtbd" }).RAZORPAY_KEY_SECRET,
    ).toHaveLength(24);
    expect(() => parseEnv({ ...production, RAZORPAY_KEY_SECRET: "local-fake-razorpay-key-secret" })).toThrow(
      /RAZORPAY_KEY_SECRET/,
    );
    expect(() => parseEnv({ ...production, RAZORPAY_WEBHOOK_SECRET: "short" })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });

  it("requires the real Firebase config in production", () => {
    const { NEXT_PUBLIC_FIREBASE_API_KEY: _key, ...withoutKey } = production;
    expect(() => parseEnv(withoutKey)).toThrow(/NEXT_PUBLIC_FIREBASE_API_KEY/);
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-storefront" })).toThrow(
      /NEXT_PUBLIC_FIREBASE_PROJECT_ID/,
    );
  });

  it("requires the Razorpay secrets in production and uses Razorpay's own hosts", () => {
    const { RAZORPAY_WEBHOOK_SECRET: _secret, ...withoutSecret } = production;
    expect(() => parseEnv(withoutSecret)).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    const env = parseEnv(production);
    expect(env.RAZORPAY_API_URL).toBeUndefined();
    expect(env.RAZORPAY_CHECKOUT_URL).toBe("https://checkout.razorpay.com/v1/checkout.js");
  });

  it("books through Shiprocket only with both credentials, on Shiprocket's host, with a webhook token in production", () => {
    expect(parseEnv(production).SHIPROCKET_EMAIL).toBeUndefined();
    const shiprocket = {
      ...production,
      SHIPROCKET_EMAIL: "api@shop.in",
      SHIPROCKET_PASSWORD: "secret",
      SHIPROCKET_WEBHOOK_TOKEN: "a-webhook-token-of-at-least-32-characters",
    };
    expect(parseEnv(shiprocket).SHIPROCKET_API_URL).toBe("https://apiv2.shiprocket.in/v1/external");
    expect(() => parseEnv({ ...shiprocket, SHIPROCKET_API_URL: "http://127.0.0.1:4020" })).toThrow(
      /SHIPROCKET_API_URL: must be Shiprocket's host/,
    );
    expect(() => parseEnv({ ...shiprocket, SHIPROCKET_WEBHOOK_TOKEN: undefined })).toThrow(/SHIPROCKET_WEBHOOK_TOKEN/);
    expect(() => parseEnv({ ...shiprocket, SHIPROCKET_PASSWORD: undefined })).toThrow(/set together/);
    const endToEnd = parseEnv({
      NODE_ENV: "production",
      APP_ENV: "test",
      SHIPROCKET_API_URL: "http://127.0.0.1:4020",
    } as NodeJS.ProcessEnv);
    expect(endToEnd.SHIPROCKET_API_URL).toBe("http://127.0.0.1:4020");
  });

  it("refuses to start in production while the Auth emulator is configured", () => {
    expect(() => parseEnv({ ...production, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/,
    );
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it("needs SMTP_URL and MAIL_FROM in production, checked at start-up; development mails the local catcher", () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => parseEnv(withoutSmtp)).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ...production, SMTP_URL: "https://smtp.example.in" })).toThrow(/SMTP_URL: must be smtp:/);
    expect(() => parseEnv({ ...production, MAIL_FROM: "orders" })).toThrow(/MAIL_FROM/);
    expect(
      parseEnv({ ...production, SMTP_URL: "smtps://smtp.example.in:465", MAIL_FROM: "orders@example.in" }).MAIL_FROM,
    ).toBe("orders@example.in");
    const development = parseEnv({ NODE_ENV: "development", MAIL_CATCHER_PORT: "4733" } as NodeJS.ProcessEnv);
    expect(development.SMTP_URL).toBe("smtp://127.0.0.1:4733");
  });

  it("lets the end-to-end build (APP_ENV=test) use the emulator", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      APP_ENV: "test",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199",
    } as NodeJS.ProcessEnv);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe("127.0.0.1:9199");
  });
});

describe("image storage", () => {
  it("uses the local disk by default and an S3 bucket with its settings", () => {
    const local = parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv);
    expect(local.UPLOADS_DIR).toBe(".data/uploads");
    expect(local.S3_BUCKET).toBeUndefined();
    const s3 = parseEnv({
      ...production,
      S3_BUCKET: "shop-images",
      S3_ENDPOINT: "https://s3.example.com",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com",
    });
    expect(s3).toMatchObject({
      S3_BUCKET: "shop-images",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: "https://s3.example.com",
    });
  });

  it("refuses half an S3 configuration, naming the variable", () => {
    expect(() => parseEnv({ ...production, S3_BUCKET: "Shop_Images" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv({ ...production, S3_BUCKET: "shop-images", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ ...production, S3_BUCKET: "shop-images", S3_ENDPOINT: "not a url" })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => parseEnv({ ...production, S3_ENDPOINT: "https://s3.example.com" })).toThrow(
      /S3_ENDPOINT: is only used with S3_BUCKET/,
    );
  });
});
