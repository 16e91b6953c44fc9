/** Types of use-cache-handler.cjs: Next.js's `cacheHandlers` interface over the shared store. */
import type { CacheHandler } from "next/cache";
import type { RedisStore } from "./redis-store.cjs";
declare const handler: CacheHandler & { createUseCacheHandler(store?: RedisStore): CacheHandler };
export = handler;
