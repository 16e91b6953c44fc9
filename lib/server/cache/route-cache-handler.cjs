/**
 * `cacheHandler` for the route cache of one app server (next.config.ts sets it when REDIS_URL is not
 * set; isr-cache-handler.cjs is the shared one). Every entry is Next.js's own file-system cache's
 * (memory, then `.next/server`, prerendered pages included), except the listings with a query
 * (`/catalogue/~{query}…`, lib/validation/listing-query.ts): their search text and prices are
 * anyone's to choose, so a crawler could otherwise fill the disk with them. They are kept in memory
 * only, least recently used first out past LISTING_CACHE_BYTES, and expire by tag as the file
 * cache's entries do (Next.js's tags manifest, which revalidateTag updates through this handler).
 * So are the pages rendered with status 404 (an unknown `/product/{id}` renders, and is stored, as
 * its own 404: vercel/next.js#98027), whose addresses are anyone's to make up too.
 *
 * Plain CommonJS: Next.js loads it with `import()` at run time, outside its bundle.
 */
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { areTagsExpired, areTagsStale } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");
const { isDueForRefresh, processRenderStarts } = require("./render-starts.cjs");
const { processTagLog } = require("./tag-log.cjs");

const TAGS_HEADER = "x-next-cache-tags";
/** The listing route's cache keys: Next.js's route-cache key ends in `$` and the path. */
const LISTING_KEY = /\/\$\/catalogue\/~/;
/** What the listings may take in memory, in bytes of HTML and RSC payload (a listing is about 100–200 KB). */
const LISTING_CACHE_BYTES = 64 * 1024 * 1024;

function isListingKey(key) {
  return LISTING_KEY.test(key);
}

/** A page's tags, from the header Next.js stores them in. */
function tagsOf(value) {
  const tags = value?.headers?.[TAGS_HEADER];
  return typeof tags === "string" && tags ? tags.split(",") : [];
}

/** An entry's weight: its key, HTML, RSC payload and prefetch segments. */
function sizeOf(key, value) {
  const length = (part) => (part && typeof part.length === "number" ? part.length : 0);
  let size = key.length + length(value?.html) + length(value?.rscData) + length(value?.postponed);
  if (value?.segmentData instanceof Map)
    for (const [path, data] of value.segmentData) size += path.length + length(data);
  return size;
}

/** A least-recently-used map bounded by the total size of its entries. */
class BoundedEntries {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  get(key) {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    this.entries.delete(key);
    this.entries.set(key, stored);
    return stored.entry;
  }

  set(key, entry, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, { size: oldestSize }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldestSize;
    }
  }

  delete(key) {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.bytes -= stored.size;
  }
}

/** Next.js makes a handler per request: the listings live as long as the process. */
const processListings = new BoundedEntries(LISTING_CACHE_BYTES);

/** The file of revalidated tags beside the pages Next.js writes to disk (tag-log.cjs), or none when it writes none. */
const tagLogOf = (options) =>
  options?.serverDistDir && options.flushToDisk !== false ? processTagLog(options.serverDistDir) : null;

class LocalRouteCache {
  constructor(options, listings = processListings, renderStarts = processRenderStarts, tagLog = tagLogOf(options)) {
    this.files = new FileSystemCache(options);
    this.listings = listings;
    this.renderStarts = renderStarts;
    this.tagLog = tagLog;
    // Before the first page is read: a page stored before a change this server saw before its restart is expired.
    tagLog?.restore();
  }

  async get(key, ctx) {
    const found = await this.find(key, ctx);
    if (!found || isDueForRefresh(found) || areTagsStale(tagsOf(found.value), found.lastModified))
      this.renderStarts.begin(key);
    return found;
  }

  async find(key, ctx) {
    const entry = this.listings.get(key);
    if (!entry) return isListingKey(key) ? null : this.files.get(key, ctx);
    if (areTagsExpired(tagsOf(entry.value), entry.lastModified)) {
      this.listings.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * Next.js's file cache dates a page when it is stored, so a page whose render began before one of
   * its tags expired is not stored at all: the next request renders it anew (render-starts.cjs).
   */
  async set(key, data, ctx) {
    const renderedFrom = this.renderStarts.take(key);
    if (renderedFrom !== undefined && areTagsExpired(tagsOf(data), renderedFrom)) return;
    if (!isListingKey(key) && data?.status !== 404) {
      this.listings.delete(key);
      return this.files.set(key, data, ctx);
    }
    if (!data) return this.listings.delete(key);
    this.listings.set(
      key,
      { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl },
      sizeOf(key, data),
    );
  }

  async revalidateTag(tags, durations) {
    await this.files.revalidateTag(tags, durations);
    this.tagLog?.record(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {
    this.files.resetRequestCache();
  }
}

module.exports = LocalRouteCache;
module.exports.BoundedEntries = BoundedEntries;
module.exports.isListingKey = isListingKey;
module.exports.LISTING_CACHE_BYTES = LISTING_CACHE_BYTES;
