/** Credentials of the local fake Shiprocket (scripts/fakes/shiprocket.ts): development and test values only. */
export const LOCAL_SHIPROCKET = {
  port: 4020,
  email: "api-user@shop.local",
  password: "local-fake-shiprocket-password",
  webhookToken: "local-fake-shiprocket-webhook-token",
} as const;

export const SHIPROCKET_API_URL = "https://apiv2.shiprocket.in/v1/external";

/** What an app server needs to book through the local fake at `url`: its credentials and API base. */
export function fakeShiprocketEnv(url: string): Record<string, string> {
  return {
    SHIPROCKET_EMAIL: LOCAL_SHIPROCKET.email,
    SHIPROCKET_PASSWORD: LOCAL_SHIPROCKET.password,
    SHIPROCKET_API_URL: `${url}/v1/external`,
  };
}
