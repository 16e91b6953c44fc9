/** Settings of the local fake WhatsApp Cloud API (scripts/fakes/whatsapp.ts): development and test values only. */
export const LOCAL_WHATSAPP = {
  /** WHATSAPP_FAKE_PORT overrides it. */
  port: 4040,
  phoneNumberId: "100000000000001",
  accessToken: "local-fake-whatsapp-access-token",
  appSecret: "local-fake-whatsapp-app-secret",
  verifyToken: "local-fake-whatsapp-verify-token",
} as const;

export function whatsAppFakePort(source: NodeJS.ProcessEnv = process.env): number {
  return Number(source.WHATSAPP_FAKE_PORT ?? LOCAL_WHATSAPP.port);
}

/** What an app server needs to send through the local fake at `url`. */
export function fakeWhatsAppEnv(url: string): Record<string, string> {
  return {
    WHATSAPP_API_URL: url,
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP.accessToken,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP.verifyToken,
  };
}
