import "server-only";
import { log } from "@/lib/log";
import { whenStopping } from "@/lib/server/shutdown";
import type PgBoss from "pg-boss";
import { mergeStockMoves } from "@/lib/server/cache/revalidate";
import { OWN_SERVER_ROUTES, postToOwnServer } from "@/lib/server/requests/own-server";
import { orderEventMails, lowStockMails, deadJobMails } from "@/lib/server/mail/order-mail";
import { ensureBalanceLink } from "@/lib/server/orders/payment-links";
import type { PaymentGateway } from "@/lib/server/payments/razorpay";
import { sendOnce, type Mail, type MailTransport } from "@/lib/server/mail/send";
import { newsletterConfirmationMails } from "@/lib/server/mail/marketing-mail";
import { returnUpdateMails } from "@/lib/server/mail/return-mail";
import { claimAbandonedCarts, sendCartReminder } from "@/lib/server/messaging/abandoned-carts";
import { claimBackInStock, sendStockAlert } from "@/lib/server/messaging/stock-alerts";
import { removeAbandonedUploads } from "@/lib/server/media/stored-images";
import { expireUnpaidOrders } from "@/lib/server/checkout/online-payment";
import { expireUnconfirmedCodOrders } from "@/lib/server/orders/cod-confirmation";
import {
  startBoss,
  useJobQueue,
  type CartReminderJob,
  type LowStockJob,
  type NewsletterConfirmationJob,
  type OrderEventJob,
  type ReturnUpdateJob,
  type RevalidateStockJob,
  type StockAlertJob,
  type WhatsAppOrderUpdateJob,
} from "@/lib/server/queue/queue";
import { sendOrderUpdate } from "@/lib/server/messaging/order-whatsapp";
import { orderNoticeMails } from "@/lib/server/mail/notice-mail";
import { pollNdr } from "@/lib/server/orders/ndr";
import { refundReturnedOrder } from "@/lib/server/orders/rto";
import { istTime } from "@/lib/server/courier-tracking/tracking";
import type { ExcessRefundJob, OrderNoticeJob, RtoRefundJob } from "@/lib/server/queue/queue";
import { refundExcessPayment } from "@/lib/server/orders/excess-payments";
import {
  ABANDONED_CARTS,
  BACK_IN_STOCK,
  CART_REMINDER,
  DEAD_LETTER,
  EXPIRE_UNPAID_ORDERS,
  EXPIRE_UNCONFIRMED_COD,
  LOW_STOCK,
  NEWSLETTER_CONFIRMATION,
  ORDER_EVENTS,
  REMOVE_ABANDONED_UPLOADS,
  RETURN_UPDATE,
  REVALIDATE_STOCK,
  STOCK_ALERT,
  WHATSAPP_ORDER_UPDATE,
  ORDER_NOTICE,
  NDR_POLL,
  RTO_REFUND,
  EXCESS_REFUND,
} from "@/lib/validation/queue/queues";

export type WorkerOptions = {
  /** Another database than DATABASE_URL (tests). */
  connectionString?: string;
  /** Where e-mail goes (tests pass a recording transport); default SMTP_URL. */
  transport?: MailTransport;
  /** How often an idle worker looks for jobs; new jobs are also noticed at this pace. */
  pollingIntervalSeconds?: number;
  /** Schedule the expiry of unpaid orders (every minute) and the removal of abandoned uploads (hourly), once across all servers. */
  schedule?: boolean;
  /** The payment gateway (tests pass one pointed at the fake Razorpay); default from the environment. */
  gateway?: PaymentGateway;
};

async function sendAll(mails: Mail[], transport?: MailTransport): Promise<void> {
  // One by one: a failure stops here and the retry sends only what is not marked sent.
  for (const mail of mails) await sendOnce(mail, transport);
}

/**
 * Cached pages follow stock that moved outside a request: the jobs' stock moves, merged, go to this
 * app server's own revalidation route (lib/server/requests/own-server.ts), which runs the same
 * `revalidateStock` as a request does. A failure is logged and fails the jobs, which pg-boss retries.
 */
async function revalidateStockOf(jobs: PgBoss.Job<RevalidateStockJob>[]): Promise<void> {
  try {
    await postToOwnServer(OWN_SERVER_ROUTES.revalidateStock, mergeStockMoves(jobs.map((job) => job.data)));
  } catch (error) {
    log.error(
      {
        job: REVALIDATE_STOCK,
        jobIds: jobs.map((job) => job.id),
        orderIds: jobs.map((job) => job.data.orderId),
        err: error,
      },
      "revalidating the stock of orders failed; it will be retried",
    );
    throw error;
  }
}

/**
 * Starts this process's worker: the e-mail of every order event, the merchant's low-stock and
 * dead-job notices, the expiry of unpaid online orders (a pg-boss schedule: its clock fires
 * once a minute across all servers, and the expiry locks each order, so overlap changes nothing),
 * the revalidation of the stock expiries put back and, hourly, the removal of uploads whose form
 * was never saved.
 * The returned instance also enqueues for this process; `stop()` ends it, failing what is in
 * flight so that another server retries it.
 */
/** `handler` with a log line per batch of `queue`: the job name and ids, how long it took, or its failure (retried by pg-boss). */
function logged<J extends { id: string }>(
  queue: string,
  handler: (jobs: J[]) => Promise<unknown>,
): (jobs: J[]) => Promise<unknown> {
  return async (jobs) => {
    const started = Date.now();
    const where = { job: queue, jobIds: jobs.map((job) => job.id) };
    try {
      const output = await handler(jobs);
      log.info({ ...where, ms: Date.now() - started }, "job done");
      return output;
    } catch (error) {
      log.warn({ ...where, ms: Date.now() - started, err: error }, "job failed; it will be retried");
      throw error;
    }
  };
}

export async function startJobWorker(options: WorkerOptions = {}): Promise<PgBoss> {
  const boss = await startBoss("worker", options.connectionString, options.schedule ?? true);
  try {
    await takeJobs(boss, options);
  } catch (error) {
    // Left running, the workers already taken on would poll on with no one to stop them.
    await boss.stop({ graceful: false });
    throw error;
  }
  return boss;
}

async function takeJobs(boss: PgBoss, options: WorkerOptions): Promise<void> {
  const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  for (const event of ORDER_EVENTS) {
    await boss.work<OrderEventJob>(
      event,
      work,
      logged<PgBoss.Job<OrderEventJob>>(event, async ([job]) => {
        // An edit that raised a paid order's total: its payment link first, so the e-mail carries it
        // (made once per order version; a refusal fails the job, which pg-boss retries).
        if (event === "order-edited") await ensureBalanceLink(job.data.orderId, options.gateway);
        return sendAll(await orderEventMails(event, job.data.orderId), options.transport);
      }),
    );
  }
  await boss.work<WhatsAppOrderUpdateJob>(
    WHATSAPP_ORDER_UPDATE,
    work,
    logged<PgBoss.Job<WhatsAppOrderUpdateJob>>(WHATSAPP_ORDER_UPDATE, async ([job]) => ({
      outcome: await sendOrderUpdate(job.data),
    })),
  );
  await boss.work<LowStockJob>(
    LOW_STOCK,
    work,
    logged<PgBoss.Job<LowStockJob>>(LOW_STOCK, async ([job]) =>
      sendAll(await lowStockMails(job.data), options.transport),
    ),
  );
  await boss.work<NewsletterConfirmationJob>(
    NEWSLETTER_CONFIRMATION,
    work,
    logged<PgBoss.Job<NewsletterConfirmationJob>>(NEWSLETTER_CONFIRMATION, async ([job]) =>
      sendAll(await newsletterConfirmationMails(job.data), options.transport),
    ),
  );
  await boss.work<CartReminderJob>(
    CART_REMINDER,
    work,
    logged<PgBoss.Job<CartReminderJob>>(CART_REMINDER, async ([job]) =>
      sendCartReminder(job.data.reminderId, options.transport),
    ),
  );
  await boss.work(
    DEAD_LETTER,
    { ...work, includeMetadata: true },
    logged<PgBoss.JobWithMetadata>(DEAD_LETTER, async ([job]) => {
      if (job.retryCount === 0)
        log.error(
          { deadJobId: job.id, job: job.data, output: job.output },
          "a job failed every retry (dead-lettered); see /admin/jobs",
        );
      await sendAll(await deadJobMails(job.id, job.data, job.output), options.transport);
    }),
  );
  const revalidator = await boss.work<RevalidateStockJob>(
    REVALIDATE_STOCK,
    { ...work, batchSize: 50 },
    logged(REVALIDATE_STOCK, revalidateStockOf),
  );
  await boss.work(
    EXPIRE_UNPAID_ORDERS,
    { ...work, pollingIntervalSeconds: 10 },
    logged<PgBoss.Job>(EXPIRE_UNPAID_ORDERS, async () => {
      const expired = await expireUnpaidOrders();
      // The expiries' revalidations run now, not at the next poll.
      if (expired > 0) boss.notifyWorker(revalidator);
      return { expired };
    }),
  );
  await boss.work(
    EXPIRE_UNCONFIRMED_COD,
    { ...work, pollingIntervalSeconds: 30 },
    logged<PgBoss.Job>(EXPIRE_UNCONFIRMED_COD, async () => {
      const expired = await expireUnconfirmedCodOrders();
      if (expired > 0) boss.notifyWorker(revalidator);
      return { expired };
    }),
  );
  await boss.work(
    REMOVE_ABANDONED_UPLOADS,
    work,
    logged<PgBoss.Job>(REMOVE_ABANDONED_UPLOADS, async () => removeAbandonedUploads()),
  );
  await boss.work<StockAlertJob>(
    STOCK_ALERT,
    work,
    logged<PgBoss.Job<StockAlertJob>>(STOCK_ALERT, async ([job]) => ({
      outcome: await sendStockAlert(job.data, options.transport),
    })),
  );
  await boss.work<ReturnUpdateJob>(
    RETURN_UPDATE,
    work,
    logged<PgBoss.Job<ReturnUpdateJob>>(RETURN_UPDATE, async ([job]) =>
      sendAll(await returnUpdateMails(job.data.returnId, job.data.status), options.transport),
    ),
  );
  await boss.work(
    BACK_IN_STOCK,
    { ...work, pollingIntervalSeconds: 10 },
    logged<PgBoss.Job>(BACK_IN_STOCK, async () => claimBackInStock()),
  );
  await boss.work(
    ABANDONED_CARTS,
    work,
    logged<PgBoss.Job>(ABANDONED_CARTS, async () => claimAbandonedCarts()),
  );
  // Undelivered parcels and returns to origin (docs/ndr-rto.md).
  await boss.work<OrderNoticeJob>(
    ORDER_NOTICE,
    work,
    logged<PgBoss.Job<OrderNoticeJob>>(ORDER_NOTICE, async ([job]) =>
      sendAll(await orderNoticeMails(job.data), options.transport),
    ),
  );
  await boss.work<RtoRefundJob>(
    RTO_REFUND,
    work,
    logged<PgBoss.Job<RtoRefundJob>>(RTO_REFUND, async ([job]) => refundReturnedOrder(job.data.orderId)),
  );
  await boss.work<ExcessRefundJob>(
    EXCESS_REFUND,
    work,
    logged<PgBoss.Job<ExcessRefundJob>>(EXCESS_REFUND, async ([job]) => ({
      outcome: await refundExcessPayment(job.data.refundId, options.gateway),
    })),
  );
  await boss.work(
    NDR_POLL,
    work,
    logged<PgBoss.Job>(NDR_POLL, async () => pollNdr(istTime)),
  );
  if (options.schedule ?? true) {
    await boss.schedule(NDR_POLL, "*/15 * * * *");
    await boss.schedule(EXPIRE_UNPAID_ORDERS, "* * * * *");
    await boss.schedule(EXPIRE_UNCONFIRMED_COD, "*/5 * * * *");
    await boss.schedule(REMOVE_ABANDONED_UPLOADS, "0 * * * *");
    await boss.schedule(ABANDONED_CARTS, "*/5 * * * *");
    await boss.schedule(BACK_IN_STOCK, "* * * * *");
  }
}

export type WorkerState = "starting" | "running" | "stopping" | "stopped" | "failed";

const holder = globalThis as unknown as {
  storefrontJobWorker?: Promise<PgBoss>;
  storefrontJobWorkerState?: WorkerState;
};

/** Whether this app server's worker is running (the readiness check); undefined when it was never started here. */
export function appServerWorkerState(): WorkerState | undefined {
  return holder.storefrontJobWorkerState;
}

/**
 * The app server's worker (instrumentation.ts), started once per process. On SIGTERM/SIGINT it
 * stops gracefully (lib/server/shutdown.ts): it fetches nothing more, finishes what it
 * can within 10 s and gives back the rest (failed, so another server retries it); none is lost.
 */
export function startAppServerWorker(): Promise<PgBoss> {
  if (holder.storefrontJobWorker) return holder.storefrontJobWorker;
  holder.storefrontJobWorkerState = "starting";
  holder.storefrontJobWorker = startJobWorker().then(
    (boss) => {
      useJobQueue(boss);
      holder.storefrontJobWorkerState = "running";
      boss.on("stopped", () => (holder.storefrontJobWorkerState = "stopped"));
      whenStopping(async () => {
        holder.storefrontJobWorkerState = "stopping";
        await boss
          .stop({ graceful: true, wait: true, timeout: 10_000 })
          .catch((error: unknown) => log.error({ err: error }, "stopping the job worker failed"));
      });
      return boss;
    },
    (error: unknown) => {
      holder.storefrontJobWorkerState = "failed";
      throw error;
    },
  );
  return holder.storefrontJobWorker;
}
