/** Credentials of the local fake Shiprocket (scripts/fakes/shiprocket.ts): development and test values only. */
export const LOCAL_SHIPROCKET = {
  port: 4020,
  email: "api-user@shop.local",
  password: "local-fake-shiprocket-password",
  webhookToken: "local-fake-shiprocket-webhook-token",
} as const;

export const SHIPROCKET_API_URL = "https://apiv2.shiprocket.in/v1/external";
