/**
 * Prints the WhatsApp messages the local fake Cloud API was asked to send (development only),
 * newest first: recipient, template, the text as the shopper reads it, and the statuses reported.
 */
import { whatsAppFakePort } from "../lib/local-whatsapp";
import type { FakeMessage } from "./fakes/whatsapp";

async function main() {
  const base = `http://127.0.0.1:${whatsAppFakePort()}`;
  const response = await fetch(`${base}/__fake/messages`).catch(() => null);
  if (!response?.ok)
    throw new Error(`No fake WhatsApp at ${base}: start it with npm run dev (or tsx scripts/fakes/whatsapp.ts).`);
  const messages = (await response.json()) as FakeMessage[];
  if (messages.length === 0) return console.log("No WhatsApp message sent yet.");
  for (const message of messages.reverse())
    console.log(
      `${message.receivedAt}  +${message.to}  ${message.template}  [${message.statuses.join(", ")}]\n  ${message.text}\n`,
    );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
