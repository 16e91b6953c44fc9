/**
 * Prints the e-mails the local mail catcher caught (development only): newest first, with their
 * text. `npm run mail` lists them; `npm run mail -- 3` prints message 3 whole; `-- --html 3`
 * prints the address of its HTML to open in a browser.
 */
import { mailCatcherPorts } from "../lib/local-mail";

type Summary = {
  id: number;
  to: string[];
  subject: string;
  date: string;
  text: string;
  attachments: { filename: string }[];
};

async function main() {
  const base = `http://127.0.0.1:${mailCatcherPorts().http}`;
  const args = process.argv.slice(2);
  const response = await fetch(`${base}/messages`).catch(() => null);
  if (!response?.ok)
    throw new Error(`No mail catcher at ${base}: start it with npm run dev (or tsx scripts/fakes/mail-catcher.ts).`);
  const messages = (await response.json()) as Summary[];
  const id = Number(args.find((arg) => /^\d+$/.test(arg)));
  if (id) {
    const mail = messages.find((message) => message.id === id);
    if (!mail) throw new Error(`No message ${id}.`);
    if (args.includes("--html")) return console.log(`${base}/messages/${id}.html`);
    console.log(
      `#${mail.id}  ${mail.date}\nTo: ${mail.to.join(", ")}\nSubject: ${mail.subject}\n${mail.attachments.map((file) => `Attachment: ${file.filename}\n`).join("")}\n${mail.text}`,
    );
    return;
  }
  if (messages.length === 0) return console.log("No e-mail caught yet.");
  for (const mail of messages)
    console.log(`#${String(mail.id).padEnd(4)} ${mail.date}  ${mail.to.join(", ").padEnd(32)} ${mail.subject}`);
  console.log(`\nnpm run mail -- <id> prints one; its HTML: ${base}/messages/<id>.html`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
