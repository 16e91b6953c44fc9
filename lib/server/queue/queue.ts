import "server-only";
import type { Prisma } from "@prisma/client";
import PgBoss from "pg-boss";
import { log } from "@/lib/log";
import { metrics } from "@/lib/server/observability/metrics";
import { env } from "@/lib/env";
import type { StockMoves } from "@/lib/server/cache/revalidate";
import { whatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import {
  ABANDONED_CARTS,
  BACK_IN_STOCK,
  CART_REMINDER,
  DEAD_LETTER,
  EXPIRE_UNPAID_ORDERS,
  EXPIRE_UNCONFIRMED_COD,
  JOB_QUEUES,
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
  type JobQueue,
  type OrderEvent,
} from "@/lib/validation/queue/queues";

type Tx = Prisma.TransactionClient;

/**
 * The background jobs, on pg-boss (PostgreSQL, schema `pgboss`, created and migrated by pg-boss
 * itself the first time any process starts it). Several app servers share one queue: a job is
 * fetched with `FOR UPDATE SKIP LOCKED`, so it runs on one of them; a job still "active" after its
 * expiry (the server died mid-way) is failed by pg-boss's maintenance and retried; a job that
 * fails every retry stays `failed` (the dead-letter state: `/admin/jobs` lists and retries it) and a
 * copy goes to the `dead-letter` queue, whose handler tells the merchant.
 */

export type OrderEventJob = { event: OrderEvent; orderId: number };
/**
 * Variants taken to the low-stock threshold or below, by an order or by a stock change in the portal (the first
 * such row of the change). `productIds` are their products; a job queued before alerts went per variant has only
 * `productIds` (then the e-mail names those products' variants at or below the threshold).
 */
export type LowStockJob = { event: typeof LOW_STOCK; productIds: number[]; variantIds?: number[] } & (
  { orderId: number } | { adjustmentId: number }
);
/** The stock an order changed outside a request (its expiry), for the cached pages that show it. */
export type RevalidateStockJob = StockMoves & { orderId: number };
/** The order updates a shopper may get on WhatsApp (docs/messaging.md): four order events and the courier's out-for-delivery scan. */
export const WHATSAPP_ORDER_UPDATES = [
  "order-placed",
  "order-paid",
  "order-shipped",
  "out-for-delivery",
  "order-delivered",
] as const;
export type WhatsAppOrderUpdate = (typeof WHATSAPP_ORDER_UPDATES)[number];
/**
 * A WhatsApp message about an order: one of its updates, or a failed delivery attempt (one per attempt,
 * docs/ndr-rto.md), whose message asks the shopper to confirm the address or a time.
 */
export type WhatsAppOrderUpdateJob =
  { update: WhatsAppOrderUpdate; orderId: number } | { update: "ndr-attempt"; orderId: number; attemptId: number };
/** The newsletter's confirmation e-mail of one request (`sentAt`: the request's time, which the link's expiry counts from). */
export type NewsletterConfirmationJob = { subscriberId: number; sentAt: string };
/** One abandoned-cart reminder, claimed (a CartReminder row) by the `abandoned-carts` schedule: its e-mail and WhatsApp message. */
export type CartReminderJob = { reminderId: number };
/** An e-mail to an order's shopper outside the order events (docs/ndr-rto.md), keyed by what it tells. */
export type OrderNoticeJob =
  | { notice: "ndr-attempt"; attemptId: number }
  | { notice: "partial-refund"; refundId: string }
  | { notice: "balance-on-delivery"; orderId: number; version: number };
/** The refund of a prepaid order whose parcel came back undelivered. */
export type RtoRefundJob = { orderId: number };
/** The refund row (kind excess) of a payment captured when nothing was due. */
export type ExcessRefundJob = { refundId: string };
export type JobData =
  | OrderNoticeJob
  | RtoRefundJob
  | ExcessRefundJob
  | OrderEventJob
  | LowStockJob
  | RevalidateStockJob
  | WhatsAppOrderUpdateJob
  | NewsletterConfirmationJob
  | CartReminderJob
  | StockAlertJob
  | ReturnUpdateJob;
/** A return's step, whose e-mail the shopper gets once (docs/returns.md). */
export type ReturnUpdateJob = { returnId: number; status: string };
/** One "notify me" claimed by the `back-in-stock` schedule (`notifiedAt`: the claim's time, which keys its message). */
export type StockAlertJob = { alertId: number; notifiedAt: string };

/**
 * Retries: 6 after the first try, 30 s doubling (with jitter) up to about half an hour; a job
 * running longer than 2 minutes counts as lost (its server stopped) and is retried.
 */
const RETRIED = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, retentionDays: 14 };
const MAIL_QUEUE: PgBoss.Queue = { name: "", ...RETRIED, deadLetter: DEAD_LETTER };
const QUEUE_OPTIONS: Record<JobQueue, PgBoss.Queue> = {
  ...(Object.fromEntries(ORDER_EVENTS.map((name) => [name, { ...MAIL_QUEUE, name }])) as Record<
    OrderEvent,
    PgBoss.Queue
  >),
  [LOW_STOCK]: { ...MAIL_QUEUE, name: LOW_STOCK },
  [WHATSAPP_ORDER_UPDATE]: { ...MAIL_QUEUE, name: WHATSAPP_ORDER_UPDATE },
  [NEWSLETTER_CONFIRMATION]: { ...MAIL_QUEUE, name: NEWSLETTER_CONFIRMATION },
  [CART_REMINDER]: { ...MAIL_QUEUE, name: CART_REMINDER },
  [STOCK_ALERT]: { ...MAIL_QUEUE, name: STOCK_ALERT },
  [ORDER_NOTICE]: { ...MAIL_QUEUE, name: ORDER_NOTICE },
  // A refund the gateway refused or did not answer is retried like an e-mail; it refunds once (its key).
  [RTO_REFUND]: { ...MAIL_QUEUE, name: RTO_REFUND },
  // The same for a payment captured when nothing was due: its refund row's key makes it once.
  [EXCESS_REFUND]: { ...MAIL_QUEUE, name: EXCESS_REFUND },
  // Every 15 minutes; the next run takes up whatever a failed one left.
  [NDR_POLL]: { name: NDR_POLL, retryLimit: 0, expireInSeconds: 300, retentionDays: 1, policy: "singleton" },
  [RETURN_UPDATE]: { ...MAIL_QUEUE, name: RETURN_UPDATE },
  // Every minute; the next run takes up whatever a failed one left.
  [BACK_IN_STOCK]: {
    name: BACK_IN_STOCK,
    retryLimit: 0,
    expireInSeconds: 120,
    retentionDays: 1,
    policy: "singleton",
  },
  // Every 5 minutes; the next run takes up whatever a failed one left.
  [ABANDONED_CARTS]: {
    name: ABANDONED_CARTS,
    retryLimit: 0,
    expireInSeconds: 300,
    retentionDays: 1,
    policy: "singleton",
  },
  // The merchant's notice of a dead job: retried too, but never dead-lettered into itself.
  [DEAD_LETTER]: { name: DEAD_LETTER, ...RETRIED },
  // Runs every minute; a missed run is made up by the next one, so no retries are needed.
  [EXPIRE_UNPAID_ORDERS]: {
    name: EXPIRE_UNPAID_ORDERS,
    retryLimit: 0,
    expireInSeconds: 300,
    retentionDays: 1,
    policy: "singleton",
  },
  // Every five minutes, like the expiry of unpaid orders: the next run makes up a missed one.
  [EXPIRE_UNCONFIRMED_COD]: {
    name: EXPIRE_UNCONFIRMED_COD,
    retryLimit: 0,
    expireInSeconds: 300,
    retentionDays: 1,
    policy: "singleton",
  },
  // Hourly; the next run takes up whatever a failed one left.
  [REMOVE_ABANDONED_UPLOADS]: {
    name: REMOVE_ABANDONED_UPLOADS,
    retryLimit: 0,
    expireInSeconds: 900,
    retentionDays: 1,
    policy: "singleton",
  },
  // Pages show the old stock until it runs: retried sooner (5 s doubling, about 5 minutes in all),
  // then left failed on /admin/jobs (the catalogue's hourly refresh shows the stock by then anyway).
  [REVALIDATE_STOCK]: {
    name: REVALIDATE_STOCK,
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionDays: 1,
  },
};

/** Failed (dead-letter) jobs stay where `/admin/jobs` can retry them for this long. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;

export type QueueRole = "producer" | "worker";

function createBoss(role: QueueRole, connectionString = env().DATABASE_URL, clock = role === "worker"): PgBoss {
  const boss = new PgBoss({
    connectionString,
    schema: "pgboss",
    application_name: `storefront-jobs-${role}`,
    max: role === "worker" ? 4 : 2,
    migrate: true,
    // Only workers run maintenance (expiring lost jobs, archiving) and, unless told not to, the cron clock.
    supervise: role === "worker",
    schedule: clock,
    maintenanceIntervalSeconds: 30,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    deleteAfterDays: 30,
    // A process that only enqueues (a script, a test) may exit while its idle connections are open.
    ...(role === "producer" ? { allowExitOnIdle: true, idleTimeoutMillis: 5_000 } : {}),
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error: unknown) => log.error({ err: error, role }, "job queue error"));
  return boss;
}

/** Creates the shop's queues, or brings their retry settings up to date; safe from several servers at once. */
async function installQueues(boss: PgBoss): Promise<void> {
  // The dead-letter queue first: the others name it.
  for (const name of [DEAD_LETTER, ...JOB_QUEUES.filter((queue) => queue !== DEAD_LETTER)] as JobQueue[]) {
    // pg-boss fills in the options it is given: a copy each time.
    const options = { ...QUEUE_OPTIONS[name] };
    if (await boss.getQueue(name)) {
      await boss.updateQueue(name, options);
      continue;
    }
    try {
      await boss.createQueue(name, { ...QUEUE_OPTIONS[name] });
    } catch (error) {
      // Another server created it between the two calls.
      if (!(await boss.getQueue(name))) throw error;
    }
  }
}

/** Starts a pg-boss instance of this role, with the schema and the queues in place. */
export async function startBoss(role: QueueRole, connectionString?: string, clock?: boolean): Promise<PgBoss> {
  const boss = createBoss(role, connectionString, clock);
  await boss.start();
  await installQueues(boss);
  return boss;
}

const holder = globalThis as unknown as { storefrontJobQueue?: Promise<PgBoss> };

/**
 * This process's queue: the worker's instance when this server runs one (instrumentation.ts sets
 * it first), else a producer that only enqueues. Started once, kept across hot reloads.
 */
export function jobQueue(): Promise<PgBoss> {
  holder.storefrontJobQueue ??= startBoss("producer").catch((error: unknown) => {
    holder.storefrontJobQueue = undefined;
    throw error;
  });
  return holder.storefrontJobQueue;
}

/** Makes `boss` this process's queue (the worker's, so enqueueing shares its pool). */
export function useJobQueue(boss: PgBoss): void {
  holder.storefrontJobQueue = Promise.resolve(boss);
}

/** Lets pg-boss run its SQL on the caller's open Prisma transaction. */
export function transactionDb(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const params = values.map((value: unknown) =>
        value === undefined
          ? null
          : typeof value === "object" && value !== null && !(value instanceof Date) && !Array.isArray(value)
            ? JSON.stringify(value)
            : value,
      );
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...params) };
    },
  };
}

/**
 * Enqueues a job in the caller's transaction: it exists only if the change that caused it commits
 * (a rolled-back order enqueues nothing), and it is there as soon as it does.
 */
export async function enqueueInTransaction(tx: Tx, queue: JobQueue, data: JobData): Promise<void> {
  const boss = await jobQueue();
  const id = await boss.send(queue, data, { db: transactionDb(tx) });
  if (!id) throw new Error(`Job ${queue} was not enqueued`);
}

/** Enqueues the revalidation of the stock an order moved outside a request, in the caller's transaction. */
export function enqueueStockRevalidation(tx: Tx, orderId: number, moves: StockMoves): Promise<void> {
  return enqueueInTransaction(tx, REVALIDATE_STOCK, { orderId, ...moves });
}

/** Enqueues the order update's WhatsApp message in the caller's transaction, when WhatsApp is on (the job checks the shopper's consent). */
export async function enqueueWhatsAppOrderUpdate(tx: Tx, update: WhatsAppOrderUpdate, orderId: number): Promise<void> {
  if (whatsAppSettings()) await enqueueInTransaction(tx, WHATSAPP_ORDER_UPDATE, { update, orderId });
}

/** Enqueues the WhatsApp message of a failed delivery attempt in the caller's transaction, when WhatsApp is on. */
export async function enqueueWhatsAppNdrAttempt(tx: Tx, orderId: number, attemptId: number): Promise<void> {
  if (whatsAppSettings())
    await enqueueInTransaction(tx, WHATSAPP_ORDER_UPDATE, { update: "ndr-attempt", orderId, attemptId });
}

const isWhatsAppOrderUpdate = (event: string): event is WhatsAppOrderUpdate =>
  (WHATSAPP_ORDER_UPDATES as readonly string[]).includes(event);

/** Enqueues the order's event in the caller's transaction, and its WhatsApp message where it has one. */
export async function enqueueOrderEvent(tx: Tx, event: OrderEvent, orderId: number): Promise<void> {
  metrics.orderEvents.inc({ event });
  await enqueueInTransaction(tx, event, { event, orderId });
  if (isWhatsAppOrderUpdate(event)) await enqueueWhatsAppOrderUpdate(tx, event, orderId);
}
