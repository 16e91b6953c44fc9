/** Types of isr-cache-handler.cjs: Next.js's `cacheHandler` (route cache) over the shared store. */
import type { RenderStarts } from "./render-starts.cjs";
import type { RedisStore } from "./redis-store.cjs";
type Context = {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  cacheControl?: { revalidate: number | false; expire?: number };
};
type Stored = { lastModified: number; value: unknown; cacheControl?: Context["cacheControl"] };
declare class SharedRouteCache {
  static LISTING_TTL_SECONDS: number;
  constructor(options: unknown, store?: RedisStore, renderStarts?: RenderStarts);
  get(key: string, ctx?: Context): Promise<Stored | null>;
  set(key: string, data: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export = SharedRouteCache;
