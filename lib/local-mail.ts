/** The local SMTP catcher (scripts/fakes/mail-catcher.ts): development and test defaults only. */
export const LOCAL_MAIL_CATCHER = {
  /** SMTP; MAIL_CATCHER_PORT overrides it. */
  port: 4030,
  /** Where the catcher shows what it caught (JSON and each message's HTML); MAIL_CATCHER_HTTP_PORT overrides it. */
  httpPort: 4031,
  from: "Prakriti Ayurveda <orders@prakriti-ayurveda.local>",
} as const;

export function mailCatcherPorts(source: NodeJS.ProcessEnv = process.env): { smtp: number; http: number } {
  return {
    smtp: Number(source.MAIL_CATCHER_PORT ?? LOCAL_MAIL_CATCHER.port),
    http: Number(source.MAIL_CATCHER_HTTP_PORT ?? LOCAL_MAIL_CATCHER.httpPort),
  };
}
