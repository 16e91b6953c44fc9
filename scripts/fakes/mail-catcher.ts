/**
 * A local SMTP server that catches every e-mail the shop sends, so development and tests send
 * real SMTP with no mail account and no network (DESIGN.md section 7). It accepts any sender and
 * recipient without authentication on 127.0.0.1 only, keeps the messages in memory (the last
 * 500), and shows them over HTTP:
 *   GET  /messages                 → [{ id, to, from, subject, date, messageId, key, text }] newest first (?to= filters)
 *   GET  /messages/{id}.html       → the message's HTML, as a mail program would show it
 *   GET  /messages/{id}.eml        → the raw message
 *   DELETE /messages               → forget everything
 * `npm run mail` prints what it caught. It refuses to start in production.
 *
 *   tsx scripts/fakes/mail-catcher.ts   (SMTP on MAIL_CATCHER_PORT, default 4030; HTTP on MAIL_CATCHER_HTTP_PORT, default 4031)
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailCatcherPorts } from "../../lib/local-mail";
import { logged, send } from "./http";
import { log } from "../../lib/log";

export type CaughtMail = {
  id: number;
  to: string[];
  from: string;
  subject: string;
  date: string;
  messageId: string;
  key: string | null;
  text: string;
  html: string;
  raw: string;
  attachments: { filename: string; contentType: string; size: number }[];
};

export type MailCatcher = {
  smtpPort: number;
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first caught message matching `test` (waiting up to `timeoutMs`). */
  waitFor(test: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
};

const KEEP = 500;

function refuseInProduction(): void {
  if (process.env.NODE_ENV === "production" && process.env.APP_ENV !== "test") {
    throw new Error("The mail catcher is for development and tests only: production sends through SMTP_URL.");
  }
}

const listen = (server: { listen: (port: number, host: string, callback: () => void) => unknown }, port: number) =>
  new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

export async function startMailCatcher({
  smtpPort,
  httpPort,
}: {
  smtpPort: number;
  httpPort: number;
}): Promise<MailCatcher> {
  refuseInProduction();
  const messages: CaughtMail[] = [];
  let nextId = 1;
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "Prakriti local mail catcher",
    size: 25 * 1024 * 1024,
    // Closing waits this long for senders still connected, then drops them.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const header = parsed.headers.get("x-storefront-key");
            messages.unshift({
              id: nextId++,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              date: (parsed.date ?? new Date()).toISOString(),
              messageId: parsed.messageId ?? "",
              key: typeof header === "string" ? header : null,
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              raw: raw.toString("utf8"),
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? "",
                contentType: file.contentType,
                size: file.size,
              })),
            });
            messages.splice(KEEP);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  smtp.on("error", (error) => log.error({ fake: "mail-catcher", err: error }, "mail catcher SMTP error"));

  const http: Server = createServer(
    logged("mail-catcher", (request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const match = /^\/messages\/(\d+)\.(html|eml)$/.exec(url.pathname);
      if (request.method === "GET" && url.pathname === "/messages") {
        const to = url.searchParams.get("to")?.toLowerCase();
        const list = messages.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
        return send(
          response,
          200,
          list.map(({ raw: _raw, html: _html, ...summary }) => summary),
        );
      }
      if (request.method === "DELETE" && url.pathname === "/messages") {
        messages.length = 0;
        return send(response, 204, "");
      }
      if (request.method === "GET" && match) {
        const mail = messages.find((candidate) => candidate.id === Number(match[1]));
        if (!mail) return send(response, 404, { error: "not_found" });
        return match[2] === "html"
          ? send(
              response,
              200,
              mail.html || `<pre>${mail.text.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</pre>`,
              { type: "text/html; charset=utf-8" },
            )
          : send(response, 200, mail.raw, { type: "message/rfc822" });
      }
      send(response, 404, { error: "not_found" });
    }),
  );

  await listen(smtp, smtpPort);
  await listen(http, httpPort);
  const smtpAddress = (smtp as unknown as { server: Server }).server.address() as AddressInfo;
  const httpAddress = http.address() as AddressInfo;

  return {
    smtpPort: smtpAddress.port,
    url: `http://127.0.0.1:${httpAddress.port}`,
    messages,
    waitFor(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (caught ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      });
    },
    clear: () => void (messages.length = 0),
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

export function mailCatcherFromEnv(): Promise<MailCatcher> {
  const ports = mailCatcherPorts();
  return startMailCatcher({ smtpPort: ports.smtp, httpPort: ports.http });
}

if (require.main === module) {
  mailCatcherFromEnv().then(
    (catcher) =>
      log.info(
        { fake: "mail-catcher", smtp: `127.0.0.1:${catcher.smtpPort}`, url: `${catcher.url}/messages` },
        "mail catcher listening (npm run mail reads it)",
      ),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
