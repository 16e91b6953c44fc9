/** Types of redis-store.cjs (plain CommonJS, loaded by Next.js outside its bundle). */
export type TagTimes = { stale: number; expired: number };
export type Durations = { expire?: number };
export type RedisStore = {
  getEntry(kind: string, name: string): Promise<unknown>;
  setEntry(kind: string, name: string, value: unknown, ttlSeconds: number): Promise<void>;
  tagTimes(tags: string[]): Promise<TagTimes>;
  updateTags(tags: string[], durations?: Durations): Promise<void>;
  close(): Promise<void>;
};
export declare function createStore(url: string): RedisStore;
export declare function sharedStore(): RedisStore;
export declare function tagVerdict(times: TagTimes, timestamp: number, now?: number): "expired" | "stale" | "fresh";
export declare const MAX_TTL_SECONDS: number;
