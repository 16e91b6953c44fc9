/** The job queues' names, as the admin screen filters them (lib/server/queue/queue.ts runs them). */
export const JOB_QUEUE_NAMES = [
  "order-placed",
  "order-paid",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "order-refunded",
  "low-stock",
  "dead-letter",
  "expire-unpaid-orders",
  "remove-abandoned-uploads",
  "revalidate-stock",
] as const;
