/**
 * When the renders that will fill the route cache began, for the route cache handlers
 * (route-cache-handler.cjs on one server, isr-cache-handler.cjs over Redis).
 *
 * Next.js stores a rendered page as made when it is stored. A render that read the catalogue before
 * a price change and finished after the change was revalidated (a product page's prefetch, 700 ms
 * on a busy server) was therefore kept as new, and served with the old price until the next change.
 * Every render of a cached page follows the handler's read of its key (a miss, or an entry due for
 * a refresh), so the handlers note that read's time and judge the page they are then handed by it.
 * The earliest read since the last store counts: Next.js joins later requests for the key to the
 * render already running.
 */
const MAX_PENDING = 10_000;

class RenderStarts {
  constructor(maxPending = MAX_PENDING) {
    this.maxPending = maxPending;
    this.pending = new Map();
  }

  /** A read of `key` that a render will follow. */
  begin(key, at = Date.now()) {
    if (this.pending.has(key)) return;
    // A render that never stores (an error) leaves its note; past the bound the oldest go, unjudged.
    if (this.pending.size >= this.maxPending) this.pending.delete(this.pending.keys().next().value);
    this.pending.set(key, at);
  }

  /** When the render of the page now being stored under `key` began, if a read of it was noted. */
  take(key) {
    const at = this.pending.get(key);
    this.pending.delete(key);
    return at;
  }
}

/** Whether Next.js will refresh a found entry in the background: its `revalidate` seconds have passed. */
function isDueForRefresh(entry, now = Date.now()) {
  const revalidate = entry?.cacheControl?.revalidate;
  return typeof revalidate === "number" && entry.lastModified + revalidate * 1000 <= now;
}

/** One per process: Next.js makes a handler per request. */
const processRenderStarts = new RenderStarts();

module.exports = { RenderStarts, isDueForRefresh, processRenderStarts };
