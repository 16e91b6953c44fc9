/**
 * The Redis side of the shared cache (REDIS_URL): one client per process, cache entries as
 * v8-serialized buffers (they carry Buffers and Maps, which JSON loses), and the tag store every app
 * server reads, so a tag revalidated on one server is revalidated on all of them.
 *
 * Plain CommonJS: Next.js loads cache handlers with `import()` at run time, outside its bundle
 * (`use-cache-handler.cjs`, `isr-cache-handler.cjs`). The app's own code reaches the same store
 * through `globalThis[Symbol.for("storefront.shared-cache")]` (`shared-tags.ts`).
 *
 * Tags: one hash, `tags:revalidated`, tag -> the time of its last revalidation in ms. An entry made
 * before a revalidation of one of its tags is a miss, whatever the profile: a stale-while-revalidate
 * revalidation (`"max"`) acts here as an expiry, because a page re-rendered over data served stale
 * would be stored as fresh and keep the old values. Times come from the app servers' clocks: keep
 * them in sync (NTP).
 *
 * Redis trouble never fails a request: a read that fails is a miss, a write that fails is skipped,
 * each logged once a minute at most.
 */
const v8 = require("node:v8");
const { createClient, RESP_TYPES } = require("@redis/client");

const GLOBAL_KEY = Symbol.for("storefront.shared-cache");
const PREFIX = "storefront:";
/** Entries expire from Redis after their own `expire`, and after a year at the longest. */
const MAX_TTL_SECONDS = 365 * 24 * 60 * 60;

let lastComplaint = 0;
function complain(what, error) {
  if (Date.now() - lastComplaint < 60_000) return;
  lastComplaint = Date.now();
  console.error(
    `[cache] Redis ${what} failed; serving without the shared cache:`,
    error instanceof Error ? error.message : error,
  );
}

function createStore(url) {
  const client = createClient({
    url,
    // Fail fast while disconnected instead of queueing behind a dead connection.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  client.on("error", (error) => complain("connection", error));
  // Connect as soon as Next.js loads the handlers (its first request), so that reads find it ready.
  client.connect().catch((error) => complain("connection", error));
  /**
   * The client once connected, waiting `waitMs` at most: reads wait briefly (a miss only costs a
   * render), tag writes longer (a lost expiry would leave other servers stale).
   */
  function ready(waitMs) {
    if (client.isReady) return Promise.resolve(client);
    return new Promise((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(client);
      };
      const timer = setTimeout(() => {
        client.off("ready", onReady);
        reject(new Error(`not connected within ${waitMs} ms`));
      }, waitMs);
      client.once("ready", onReady);
    });
  }
  const READ_WAIT_MS = 200;
  const WRITE_WAIT_MS = 1000;

  const key = (kind, name) => `${PREFIX}${kind}:${name}`;
  const tagsKey = key("tags", "revalidated");

  return {
    /** The stored value of `name` in `kind` (e.g. "use-cache"), or undefined (missing or unreachable). */
    async getEntry(kind, name) {
      try {
        const stored = await (await ready(READ_WAIT_MS)).get(key(kind, name));
        return stored ? v8.deserialize(stored) : undefined;
      } catch (error) {
        complain("read", error);
        return undefined;
      }
    },

    async setEntry(kind, name, value, ttlSeconds) {
      try {
        const ttl = Math.max(1, Math.min(Math.ceil(ttlSeconds), MAX_TTL_SECONDS));
        await (
          await ready(WRITE_WAIT_MS)
        ).set(key(kind, name), v8.serialize(value), { expiration: { type: "EX", value: ttl } });
      } catch (error) {
        complain("write", error);
      }
    },

    /** The latest revalidation time among `tags` (0 when none was ever revalidated). */
    async revalidatedAt(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return 0;
      try {
        const times = await (await ready(READ_WAIT_MS)).hmGet(tagsKey, unique);
        return Math.max(0, ...times.map((time) => (time ? Number(time.toString()) : 0)));
      } catch (error) {
        complain("tag read", error);
        return 0;
      }
    },

    /** Records the revalidation of `tags`, now, for every server (Next.js's `updateTags`). */
    async updateTags(tags) {
      if (tags.length === 0) return;
      const now = String(Date.now());
      try {
        await (await ready(WRITE_WAIT_MS)).hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, now])));
      } catch (error) {
        complain("tag write", error);
      }
    },

    /** Whether Redis answers within `waitMs` (the readiness check, /api/health/ready). */
    async ping(waitMs = 1000) {
      try {
        return String(await (await ready(waitMs)).ping()) === "PONG";
      } catch {
        return false;
      }
    },

    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/** Whether an entry made at `timestamp` is outdated by a revalidation of one of its tags at `revalidatedAt`. */
function isOutdated(revalidatedAt, timestamp) {
  return revalidatedAt >= timestamp;
}

/** The process's store (one client shared by both handlers and the app), created on first use. */
function sharedStore() {
  const url = process.env.REDIS_URL;
  if (!url)
    throw new Error("The shared cache handlers need REDIS_URL (next.config.ts configures them only when it is set).");
  const existing = globalThis[GLOBAL_KEY];
  if (existing && existing.url === url) return existing.store;
  const store = createStore(url);
  globalThis[GLOBAL_KEY] = { url, store };
  return store;
}

module.exports = { createStore, sharedStore, isOutdated, MAX_TTL_SECONDS };
