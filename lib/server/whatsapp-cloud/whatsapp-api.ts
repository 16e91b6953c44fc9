import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import type { WhatsAppTemplate } from "@/lib/domain/whatsapp-templates";

/** The Cloud API settings (lib/env.ts); null when WhatsApp is off. */
export type WhatsAppSettings = {
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
};

export function whatsAppSettings(): WhatsAppSettings | null {
  const values = env();
  if (!values.WHATSAPP_PHONE_NUMBER_ID) return null;
  return {
    apiUrl: values.WHATSAPP_API_URL,
    apiVersion: values.WHATSAPP_API_VERSION,
    phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: values.WHATSAPP_ACCESS_TOKEN!,
    appSecret: values.WHATSAPP_APP_SECRET!,
    verifyToken: values.WHATSAPP_VERIFY_TOKEN!,
  };
}

export type TemplateMessage = {
  /** The recipient's number, country code first, digits only (919876543210). */
  to: string;
  template: WhatsAppTemplate;
  parameters: string[];
  /** Echoed back in every status webhook of the message. */
  callbackData: string;
};

/** The Graph API's error body: `{ error: { message, type, code, error_data?: { details }, fbtrace_id } }`. */
const GraphError = z.object({
  error: z.object({
    message: z.string(),
    code: z.number(),
    error_data: z.object({ details: z.string() }).partial().optional(),
  }),
});

const Accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

/**
 * The Cloud API answered with an error, so the message was not sent. `permanent` errors (a 4xx
 * other than throttling: an unknown template, a recipient who cannot receive it) fail the same way
 * on every retry; the others (429, 5xx) may pass later.
 */
export class WhatsAppRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "WhatsAppRefusal";
  }

  get permanent(): boolean {
    return this.httpStatus >= 400 && this.httpStatus < 500 && this.httpStatus !== 429;
  }
}

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends a template message: `POST /{version}/{phone-number-id}/messages` with the bearer token.
 * Answers the message id (wamid.…); an error answer is a WhatsAppRefusal; a network failure or a
 * timeout is thrown as it is (the message may or may not have gone out).
 */
export async function sendTemplateMessage(settings: WhatsAppSettings, message: TemplateMessage): Promise<string> {
  const response = await fetch(`${settings.apiUrl}/${settings.apiVersion}/${settings.phoneNumberId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${settings.accessToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: message.to,
      type: "template",
      biz_opaque_callback_data: message.callbackData,
      template: {
        name: message.template.name,
        language: { code: message.template.language },
        components: [
          {
            type: "body",
            parameters: message.parameters.map((text) => ({ type: "text", text })),
          },
        ],
      },
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    redirect: "error",
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const accepted = Accepted.safeParse(body);
    if (accepted.success) return accepted.data.messages[0].id;
  }
  const error = GraphError.safeParse(body);
  if (!error.success)
    throw new WhatsAppRefusal(response.status, 0, `The Cloud API answered ${response.status} with no error body`);
  const { message: text, code, error_data } = error.data.error;
  throw new WhatsAppRefusal(response.status, code, error_data?.details ? `${text}: ${error_data.details}` : text);
}
