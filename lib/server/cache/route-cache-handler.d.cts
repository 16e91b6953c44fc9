/** Types of route-cache-handler.cjs: Next.js's `cacheHandler` (route cache) on one server. */
import type { RenderStarts } from "./render-starts.cjs";
import type { TagLog } from "./tag-log.cjs";
type Context = { kind?: string; cacheControl?: { revalidate: number | false; expire?: number } };
type Stored = { lastModified: number; value: unknown; cacheControl?: Context["cacheControl"] };
declare class BoundedEntries {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  get(key: string): Stored | undefined;
  set(key: string, entry: Stored, size: number): void;
  delete(key: string): void;
}
declare class LocalRouteCache {
  constructor(options: unknown, listings?: BoundedEntries, renderStarts?: RenderStarts, tagLog?: TagLog | null);
  get(key: string, ctx?: Context): Promise<Stored | null>;
  set(key: string, data: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  static BoundedEntries: typeof BoundedEntries;
  static isListingKey(key: string): boolean;
  static LISTING_CACHE_BYTES: number;
}
export = LocalRouteCache;
