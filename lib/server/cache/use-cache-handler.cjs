/**
 * `cacheHandlers` (default and remote) for `'use cache'` entries, shared by every app server through
 * Redis (next.config.ts sets it only when REDIS_URL is set; without it Next.js keeps its in-memory
 * handler). Next.js's `CacheHandler` interface (`import type { CacheHandler } from "next/cache"`):
 * an entry's value is a stream, stored as bytes; its explicit tags and the request's soft tags are
 * checked against the shared tag store on every read, so a tag revalidated on one server makes the
 * entry a miss on all of them.
 */
const { sharedStore, isOutdated } = require("./redis-store.cjs");

const KIND = "use-cache";

async function streamToBuffer(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function streamOf(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

function createUseCacheHandler(store = sharedStore()) {
  /** Sets still streaming in this process: a read of the same key waits for them (the interface asks it). */
  const pendingSets = new Map();

  return {
    async get(cacheKey, softTags) {
      await pendingSets.get(cacheKey);
      const stored = await store.getEntry(KIND, cacheKey);
      if (!stored) return undefined;
      // Past `revalidate` (but within `expire`) Next.js serves the entry and refreshes it in the
      // background; past `expire` it treats it as a miss: both are its own checks.
      const { value, ...entry } = stored;
      if (isOutdated(await store.revalidatedAt([...entry.tags, ...softTags]), entry.timestamp)) return undefined;
      return { ...entry, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      let done;
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is dynamic: Next.js regenerates it on every read, so it is not stored.
        if (entry.expire === 0) return;
        const value = await streamToBuffer(entry.value);
        const { value: _stream, ...meta } = entry;
        await store.setEntry(KIND, cacheKey, { ...meta, value }, entry.expire);
      } catch {
        // A generation that failed leaves no entry: the next read generates again.
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    // Tags are read from Redis by every `get`, so there is no local copy to refresh.
    async refreshTags() {},

    // Infinity: soft tags come to `get`, which checks them with the entry's own tags.
    async getExpiration() {
      return Infinity;
    },

    async updateTags(tags) {
      await store.updateTags(tags);
    },
  };
}

module.exports = createUseCacheHandler();
module.exports.createUseCacheHandler = createUseCacheHandler;
