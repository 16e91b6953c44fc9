import "server-only";
import type PgBoss from "pg-boss";
import { orderEventMails, lowStockMails, deadJobMails } from "@/lib/server/mail/order-mail";
import { sendOnce, type Mail, type MailTransport } from "@/lib/server/mail/send";
import { removeAbandonedUploads } from "@/lib/server/media/stored-images";
import { expireUnpaidOrders } from "@/lib/server/payments/online-payment";
import { DEAD_LETTER, EXPIRE_UNPAID_ORDERS, LOW_STOCK, ORDER_EVENTS, REMOVE_ABANDONED_UPLOADS, startBoss, useJobQueue, type LowStockJob, type OrderEventJob } from "./queue";

export type WorkerOptions = {
  /** Another database than DATABASE_URL (tests). */
  connectionString?: string;
  /** Where e-mail goes (tests pass a recording transport); default SMTP_URL. */
  transport?: MailTransport;
  /** How often an idle worker looks for jobs; new jobs are also noticed at this pace. */
  pollingIntervalSeconds?: number;
  /** Schedule the expiry of unpaid orders (every minute) and the removal of abandoned uploads (hourly), once across all servers. */
  schedule?: boolean;
};

async function sendAll(mails: Mail[], transport?: MailTransport): Promise<void> {
  // One by one: a failure stops here and the retry sends only what is not marked sent.
  for (const mail of mails) await sendOnce(mail, transport);
}

/**
 * Starts this process's worker: the e-mail of every order event, the merchant's low-stock and
 * dead-job notices, the expiry of unpaid online orders (a pg-boss schedule: its clock fires
 * once a minute across all servers, and the expiry locks each order, so overlap changes nothing)
 * and, hourly, the removal of uploads whose form was never saved.
 * The returned instance also enqueues for this process; `stop()` ends it, failing what is in
 * flight so that another server retries it.
 */
export async function startJobWorker(options: WorkerOptions = {}): Promise<PgBoss> {
  const boss = await startBoss("worker", options.connectionString, options.schedule ?? true);
  const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  for (const event of ORDER_EVENTS) {
    await boss.work<OrderEventJob>(event, work, async ([job]) => sendAll(await orderEventMails(event, job.data.orderId), options.transport));
  }
  await boss.work<LowStockJob>(LOW_STOCK, work, async ([job]) => sendAll(await lowStockMails(job.data), options.transport));
  await boss.work(DEAD_LETTER, { ...work, includeMetadata: true }, async ([job]) => sendAll(await deadJobMails(job.id, job.data, job.output), options.transport));
  await boss.work(EXPIRE_UNPAID_ORDERS, { ...work, pollingIntervalSeconds: 10 }, async () => ({ expired: await expireUnpaidOrders() }));
  await boss.work(REMOVE_ABANDONED_UPLOADS, work, async () => removeAbandonedUploads());
  if (options.schedule ?? true) {
    await boss.schedule(EXPIRE_UNPAID_ORDERS, "* * * * *");
    await boss.schedule(REMOVE_ABANDONED_UPLOADS, "0 * * * *");
  }
  return boss;
}

const holder = globalThis as unknown as { storefrontJobWorker?: Promise<PgBoss> };

/**
 * The app server's worker (instrumentation.ts), started once per process. On SIGTERM/SIGINT it
 * stops gracefully: jobs in flight are given back (failed, so they are retried), none is lost.
 */
export function startAppServerWorker(): Promise<PgBoss> {
  holder.storefrontJobWorker ??= startJobWorker().then((boss) => {
    useJobQueue(boss);
    const stop = () => void boss.stop({ graceful: true, timeout: 10_000 }).catch((error: unknown) => console.error("Stopping the job worker failed", error));
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
    return boss;
  });
  return holder.storefrontJobWorker;
}
