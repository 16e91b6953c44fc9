/** Helpers for the WhatsApp tests: the local fake Cloud API, settings pointed at it, and the webhooks it posted. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_WHATSAPP } from "@/lib/local-whatsapp";
import type { WhatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { startFakeWhatsApp, type FakeWhatsApp } from "../fakes/whatsapp";

/** A webhook delivery as the app's route would receive it. */
export type PostedWebhook = { rawBody: string; signature: string | null };

export type FakeCloudApi = { fake: FakeWhatsApp; settings: WhatsAppSettings; posted: PostedWebhook[] };

/**
 * Starts the fake on a free port before the test file's tests (opt-ins read from the file's own
 * database, status webhooks caught in `posted`) and closes it after them. Read the fields inside tests.
 */
export function withFakeWhatsApp(): FakeCloudApi {
  const handle = { posted: [] as PostedWebhook[] } as FakeCloudApi;
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers["x-hub-signature-256"];
      handle.posted.push({
        rawBody: Buffer.concat(chunks).toString("utf8"),
        signature: typeof signature === "string" ? signature : null,
      });
      response.writeHead(200).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    handle.fake = await startFakeWhatsApp({
      port: 0,
      phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
      accessToken: LOCAL_WHATSAPP.accessToken,
      appSecret: LOCAL_WHATSAPP.appSecret,
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      consentDatabaseUrl: process.env.DATABASE_URL!,
    });
    handle.settings = {
      apiUrl: handle.fake.url,
      apiVersion: "v23.0",
      phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
      accessToken: LOCAL_WHATSAPP.accessToken,
      appSecret: LOCAL_WHATSAPP.appSecret,
      verifyToken: LOCAL_WHATSAPP.verifyToken,
    };
  });
  afterAll(async () => {
    await handle.fake.close();
    await new Promise((resolve) => receiver.close(resolve));
  });
  return handle;
}
