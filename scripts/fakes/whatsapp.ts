/**
 * A local stand-in for the WhatsApp Business Cloud API, so development and tests send WhatsApp
 * messages with no Meta account. It speaks the Cloud API's protocol and is never more forgiving:
 * - POST /{version}/{phone-number-id}/messages with `Authorization: Bearer {token}`; a wrong token
 *   is a 401 (code 190), another phone number id a 400 (code 100), in the Graph API's error shape
 *   `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`;
 * - only template messages of approved templates (lib/domain/whatsapp-templates.ts) in their language
 *   with the right number of body parameters (132001, 132000);
 * - a recipient who has not opted in to the template's category is refused (131050): the fake
 *   stands for the shopper's side, so it reads their consent itself (`isOptedIn`);
 * - an accepted message is answered with its id (wamid.…) and then reported "sent" and "delivered"
 *   by status webhooks signed with X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app
 *   secret), echoing `biz_opaque_callback_data`; POST /__fake/messages/{id}/status {status} reports
 *   "read" or "failed" the same way;
 * - GET /__fake/messages lists what it was asked to send (`npm run whatsapp` prints it).
 * Tests can make the next calls fail (`failNext`): an HTTP error, or a timeout after the message went out.
 *
 *   tsx scripts/fakes/whatsapp.ts      (port from WHATSAPP_FAKE_PORT, default 4040)
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import pg from "pg";
import {
  parameterCount,
  renderTemplate,
  WHATSAPP_TEMPLATES,
  type TemplateCategory,
  type WhatsAppTemplate,
} from "../../lib/domain/whatsapp-templates";
import { LOCAL_WHATSAPP, whatsAppFakePort } from "../../lib/local-whatsapp";
import { log } from "../../lib/log";
import { logged, readJson, send } from "./http";

export type FakeWhatsAppOptions = {
  port: number;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** Where status webhooks go (null sends none). */
  webhookUrl: string | null;
  /** The shop's database, where the fake reads whether a shopper opted in (standing for the shopper's own choice). */
  consentDatabaseUrl: string;
};

export type FakeMessage = {
  id: string;
  to: string;
  template: string;
  parameters: string[];
  text: string;
  callbackData: string | null;
  statuses: string[];
  receivedAt: string;
};

export type Refusal = { to: string; template: string; code: number; details: string };

type Failure = { status: number; body?: unknown } | "timeout-after-work";

export type FakeWhatsApp = {
  url: string;
  messages: FakeMessage[];
  refusals: Refusal[];
  webhooks: { messageId: string; status: string; httpStatus: number }[];
  /** The next calls to the messages endpoint fail this way, in turn. */
  failNext(...failures: Failure[]): void;
  /** Reports a status of message `id` to the app, as the Cloud API's webhook does. */
  report(id: string, status: "sent" | "delivered" | "read" | "failed"): Promise<void>;
  close(): Promise<void>;
};

const TEMPLATES: WhatsAppTemplate[] = Object.values(WHATSAPP_TEMPLATES);

class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

function graphErrorBody(error: GraphError) {
  return {
    error: {
      message: error.message,
      type: error.status === 401 ? "OAuthException" : "GraphMethodException",
      code: error.code,
      error_data: { messaging_product: "whatsapp", details: error.details },
      fbtrace_id: randomBytes(12).toString("base64url"),
    },
  };
}

type TemplateRequest = { to: string; template: WhatsAppTemplate; parameters: string[]; callbackData: string | null };

const invalidParameter = (details: string) => new GraphError(400, 100, "(#100) Invalid parameter", details);

/** The request's template message, checked as the Cloud API checks it. */
function parseTemplateRequest(body: Record<string, unknown>): TemplateRequest {
  if (body.messaging_product !== "whatsapp") throw invalidParameter("messaging_product must be whatsapp");
  if (typeof body.to !== "string" || !/^\+?\d{8,15}$/.test(body.to))
    throw invalidParameter("to must be a phone number");
  if (body.type !== "template") throw invalidParameter("only template messages may start a conversation");
  const request = body.template as
    | {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: string; parameters?: { text?: unknown }[] }[];
      }
    | undefined;
  const template = TEMPLATES.find((known) => known.name === request?.name);
  if (!template || request?.language?.code !== template.language)
    throw new GraphError(
      404,
      132001,
      "(#132001) Template name does not exist in the translation",
      `template name (${String(request?.name)}) does not exist in ${String(request?.language?.code)}`,
    );
  const parameters = (request?.components ?? [])
    .filter((component) => component.type === "body")
    .flatMap((component) => component.parameters ?? [])
    .map((parameter) => parameter.text);
  if (parameters.length !== parameterCount(template) || parameters.some((text) => typeof text !== "string" || !text))
    throw new GraphError(
      400,
      132000,
      "(#132000) Number of parameters does not match the expected number of params",
      `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${parameterCount(template)})`,
    );
  const callbackData = typeof body.biz_opaque_callback_data === "string" ? body.biz_opaque_callback_data : null;
  return { to: body.to.replace(/^\+/, ""), template, parameters: parameters as string[], callbackData };
}

export function signatureOf(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** A status webhook as the Cloud API posts it. */
function statusWebhook(phoneNumberId: string, message: FakeMessage, status: string) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "100000000000000",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "918045671234", phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: message.id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: message.to,
                  ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
                  ...(status === "failed"
                    ? { errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const failures: Failure[] = [];
  const consents = consentReader(options.consentDatabaseUrl);
  const fake: FakeWhatsApp = {
    url: "",
    messages: [],
    refusals: [],
    webhooks: [],
    failNext: (...next) => void failures.push(...next),
    report,
    close: () =>
      new Promise((resolve) => {
        server.close(() => void consents.end().then(() => resolve()));
        server.closeAllConnections();
      }),
  };

  async function report(id: string, status: "sent" | "delivered" | "read" | "failed"): Promise<void> {
    const message = fake.messages.find((candidate) => candidate.id === id);
    if (!message) throw new Error(`No message ${id}`);
    message.statuses.push(status);
    if (!options.webhookUrl) return;
    const rawBody = JSON.stringify(statusWebhook(options.phoneNumberId, message, status));
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signatureOf(rawBody, options.appSecret) },
      body: rawBody,
      redirect: "manual",
    }).catch(() => null);
    fake.webhooks.push({ messageId: id, status, httpStatus: response?.status ?? 0 });
  }

  async function acceptMessage(request: IncomingMessage, phoneNumberId: string): Promise<FakeMessage> {
    if (request.headers.authorization !== `Bearer ${options.accessToken}`)
      throw new GraphError(401, 190, "Invalid OAuth access token - Cannot parse access token", "invalid token");
    if (phoneNumberId !== options.phoneNumberId)
      throw new GraphError(
        400,
        100,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
        "unknown phone number id",
      );
    const parsed = parseTemplateRequest(await readJson(request));
    if (!(await consents.isOptedIn(`+${parsed.to}`, parsed.template.category))) {
      fake.refusals.push({ to: parsed.to, template: parsed.template.name, code: 131050, details: "not opted in" });
      throw new GraphError(
        400,
        131050,
        "(#131050) Unable to deliver the message",
        `the recipient has not opted in to ${parsed.template.category.toLowerCase()} messages`,
      );
    }
    const message: FakeMessage = {
      id: `wamid.${randomBytes(24).toString("base64url")}`,
      to: parsed.to,
      template: parsed.template.name,
      parameters: parsed.parameters,
      text: renderTemplate(parsed.template, parsed.parameters),
      callbackData: parsed.callbackData,
      statuses: [],
      receivedAt: new Date().toISOString(),
    };
    fake.messages.push(message);
    return message;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://fake");
    const sendPath = url.pathname.match(/^\/v\d+\.\d+\/([^/]+)\/messages$/);
    if (request.method === "POST" && sendPath) {
      const failure = failures.shift();
      if (failure && failure !== "timeout-after-work")
        return send(response, failure.status, failure.body ?? { error: { message: "fake failure", code: 1 } });
      const message = await acceptMessage(request, sendPath[1]);
      // With "timeout-after-work" the message goes out (and its statuses are reported) but the answer never comes.
      if (failure !== "timeout-after-work")
        send(response, 200, {
          messaging_product: "whatsapp",
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: message.id }],
        });
      void report(message.id, "sent").then(() => report(message.id, "delivered"));
      return;
    }
    if (request.method === "GET" && url.pathname === "/__fake/messages") return send(response, 200, fake.messages);
    if (request.method === "GET" && url.pathname === "/__fake/ready") return send(response, 200, { ready: true });
    const statusPath = url.pathname.match(/^\/__fake\/messages\/([^/]+)\/status$/);
    if (request.method === "POST" && statusPath) {
      const { status } = await readJson(request);
      if (status !== "read" && status !== "failed") return send(response, 400, { message: "status: read or failed" });
      await report(decodeURIComponent(statusPath[1]), status);
      return send(response, 200, { reported: status });
    }
    send(response, 404, graphErrorBody(new GraphError(404, 100, "Unknown path", url.pathname)));
  }

  const server = createServer(
    logged("whatsapp", (request, response) => {
      handle(request, response).catch((error: unknown) => {
        if (error instanceof GraphError) return send(response, error.status, graphErrorBody(error));
        send(response, 400, graphErrorBody(invalidParameter((error as Error).message)));
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : options.port}`;
  return fake;
}

/** Whether the shopper with a phone (E.164) consents to a category's messages, as the shop's database says. */
function consentReader(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true });
  // An idle connection the server closed (a restart, a test database dropped) is replaced by the next query.
  pool.on("error", () => undefined);
  return {
    async isOptedIn(phone: string, category: TemplateCategory): Promise<boolean> {
      const purpose = category === "UTILITY" ? "order_updates_whatsapp" : "marketing_whatsapp";
      const { rows } = await pool.query<{ granted: boolean }>(
        `SELECT c.granted FROM "Consent" c JOIN "Customer" s ON s.id = c."customerId"
         WHERE s.phone = $1 AND c.purpose = $2::"ConsentPurpose" ORDER BY c.id DESC LIMIT 1`,
        [phone, purpose],
      );
      return rows[0]?.granted ?? false;
    },
    end: () => pool.end(),
  };
}

/** The fake for `npm run dev` and the end-to-end tests: opt-ins read from DATABASE_URL, webhooks to the app. */
export function fakeWhatsAppFromEnv(databaseUrl = process.env.DATABASE_URL): Promise<FakeWhatsApp> {
  if (!databaseUrl) throw new Error("DATABASE_URL is required: the fake reads the shoppers' opt-ins from it");
  const appUrl = process.env.APP_URL ?? "http://localhost:3000";
  return startFakeWhatsApp({
    port: whatsAppFakePort(),
    phoneNumberId: LOCAL_WHATSAPP.phoneNumberId,
    accessToken: LOCAL_WHATSAPP.accessToken,
    appSecret: LOCAL_WHATSAPP.appSecret,
    webhookUrl: process.env.WHATSAPP_FAKE_WEBHOOK_URL ?? `${appUrl}/api/whatsapp/webhook/`,
    consentDatabaseUrl: databaseUrl,
  });
}

if (require.main === module) {
  fakeWhatsAppFromEnv().then((fake) => log.info({ fake: "whatsapp", url: fake.url }, "fake WhatsApp listening"));
}
