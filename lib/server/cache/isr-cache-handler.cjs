/**
 * `cacheHandler` for the route cache (rendered pages, route handlers' answers, fetch entries),
 * shared by every app server through Redis (next.config.ts sets it only when REDIS_URL is set;
 * without it Next.js keeps its own file-system cache). An entry carries its tags (a page's in its
 * `x-next-cache-tags` header, a fetch's in the context) and is read against the shared tag store:
 * a page made before one of its tags was revalidated, on any server, is a miss and renders anew
 * (also after a stale-while-revalidate revalidation, see redis-store.cjs).
 * Pages prerendered by the build are not copied to Redis: each renders once on first request.
 * A page is dated when its render began, not when it is stored, so one that began before a change
 * was revalidated is a miss at once (render-starts.cjs).
 * Listings with a query (route-cache-handler.cjs's isListingKey) and pages answered with 404 are
 * anyone's to multiply, so they live LISTING_TTL_SECONDS at most; Redis's `maxmemory` with an LRU
 * policy (deploy/compose.yaml) bounds the rest.
 */
const { sharedStore, isOutdated, MAX_TTL_SECONDS } = require("./redis-store.cjs");
const { isListingKey } = require("./route-cache-handler.cjs");
const { isDueForRefresh, processRenderStarts } = require("./render-starts.cjs");

const LISTING_TTL_SECONDS = 10 * 60;

const KIND = "route-cache";
const TAGS_HEADER = "x-next-cache-tags";

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === "string" && header ? header.split(",") : (ctx?.tags ?? []);
  return [...own, ...(ctx?.softTags ?? [])];
}

function ttlOf(key, data, ctx) {
  const expire = ctx?.cacheControl?.expire ?? data?.revalidate;
  const ttl = typeof expire === "number" && expire > 0 ? expire : MAX_TTL_SECONDS;
  return isListingKey(key) || data?.status === 404 ? Math.min(ttl, LISTING_TTL_SECONDS) : ttl;
}

class SharedRouteCache {
  constructor(_options, store = sharedStore(), renderStarts = processRenderStarts) {
    this.store = store;
    this.renderStarts = renderStarts;
  }

  async get(key, ctx) {
    const found = await this.find(key, ctx);
    if (!found || isDueForRefresh(found)) this.renderStarts.begin(key);
    return found;
  }

  async find(key, ctx) {
    const entry = await this.store.getEntry(KIND, key);
    if (!entry) return null;
    const revalidatedAt = await this.store.revalidatedAt(
      tagsOf(entry.value, { tags: entry.tags, softTags: ctx?.softTags }),
    );
    if (isOutdated(revalidatedAt, entry.lastModified)) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    const lastModified = this.renderStarts.take(key) ?? Date.now();
    const entry = { lastModified, value: data, tags: ctx?.tags ?? [], cacheControl: ctx?.cacheControl };
    await this.store.setEntry(KIND, key, entry, ttlOf(key, data, ctx));
  }

  async revalidateTag(tags) {
    await this.store.updateTags(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}

module.exports = SharedRouteCache;
module.exports.LISTING_TTL_SECONDS = LISTING_TTL_SECONDS;
