import "server-only";

/**
 * With REDIS_URL, tag revalidations must reach the other app servers before a change is answered:
 * Next.js hands them to the cache handlers only as a route handler's answer is sent (a
 * `waitUntil`), so the next request, on another server, could still read the old page. Catalogue
 * changes therefore also write their tags to the shared store themselves (`recordSharedRevalidation`), and
 * `route()` answers only once those writes are done (`sharedTagWritesSettled`). Without REDIS_URL
 * there is no shared store and both do nothing (Next.js's in-process tag manifest is updated before
 * the answer is sent).
 */
type SharedStore = { updateTags(tags: string[]): Promise<void> };

/** Set by lib/server/cache/redis-store.cjs, which Next.js loads with the cache handlers. */
const STORE_KEY = Symbol.for("storefront.shared-cache");

const pending = new Set<Promise<void>>();

function sharedStore(): SharedStore | undefined {
  return (globalThis as unknown as Record<symbol, { store: SharedStore } | undefined>)[STORE_KEY]?.store;
}

/** Records the revalidation of `tags` in the shared store, if there is one. */
export function recordSharedRevalidation(tags: string[]): void {
  const store = sharedStore();
  if (!store) return;
  const write: Promise<void> = store.updateTags(tags).finally(() => pending.delete(write));
  pending.add(write);
}

/** Resolves once every shared tag write started so far in this process is done. */
export async function sharedTagWritesSettled(): Promise<void> {
  if (pending.size > 0) await Promise.all(pending);
}
