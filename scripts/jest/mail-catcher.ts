/** Helpers for the e-mail tests: the local SMTP catcher and a nodemailer transport pointed at it. */
import nodemailer from "nodemailer";
import type { MailTransport } from "@/lib/server/mail/send";
import { startMailCatcher, type MailCatcher } from "../fakes/mail-catcher";

export type CaughtMailbox = { catcher: MailCatcher; transport: MailTransport & { close(): void } };

/**
 * Starts the catcher on free ports before the test file's tests and closes it after them.
 * The returned object is filled in beforeAll: read its fields inside tests, not at import time.
 */
export function withMailCatcher(): CaughtMailbox {
  const handle = {} as CaughtMailbox;
  beforeAll(async () => {
    handle.catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    handle.transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: handle.catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
  });
  afterAll(async () => {
    handle.transport.close();
    await handle.catcher.close();
  });
  return handle;
}
