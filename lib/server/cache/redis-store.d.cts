/** Types of redis-store.cjs (plain CommonJS, loaded by Next.js outside its bundle). */
export type RedisStore = {
  getEntry(kind: string, name: string): Promise<unknown>;
  setEntry(kind: string, name: string, value: unknown, ttlSeconds: number): Promise<void>;
  revalidatedAt(tags: string[]): Promise<number>;
  /** Durations are accepted (Next.js passes them) and ignored: every revalidation makes a miss. */
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  /** Whether Redis answers within `waitMs` (default 1 s). */
  ping(waitMs?: number): Promise<boolean>;
  close(): Promise<void>;
};
export declare function createStore(url: string): RedisStore;
export declare function sharedStore(): RedisStore;
export declare function isOutdated(revalidatedAt: number, timestamp: number): boolean;
export declare const MAX_TTL_SECONDS: number;
