/**
 * The one-server route cache handler: Next.js's own file-system cache for every page, bounded memory
 * for the listings with a query and the 404 pages, and tag expiry for both.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import LocalRouteCache from "./route-cache-handler.cjs";
import SharedRouteCache from "./isr-cache-handler.cjs";
import { RenderStarts } from "./render-starts.cjs";
import { FILE_NAME, TagLog } from "./tag-log.cjs";
import { listingQueryPath } from "@/lib/validation/catalog/listing-query";

const { BoundedEntries, isListingKey } = LocalRouteCache;

let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), "route-cache-"));
  tagsManifest.clear();
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** Next.js's key for a page's route-cache entry (lib/route-cache-key.js: the route's hash, `$`, the path). */
const keyOf = (pathname: string) => `/route-cache/app-page/0f1e2d/$${pathname}`;

function page(html: string, tags = "products,categories") {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc ${html}`),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  };
}

const PAGE_CONTEXT = {
  kind: "APP_PAGE",
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: false as const, expire: undefined },
};

const OPTIONS = () => ({
  fs: nodeFs,
  serverDistDir: distDir,
  flushToDisk: true,
  revalidatedTags: [],
  maxMemoryCacheSize: 0,
});

function handler(
  listings = new BoundedEntries(1024 * 1024),
  renderStarts = new RenderStarts(),
  tagLog: TagLog | null = new TagLog(distDir),
) {
  return new LocalRouteCache(OPTIONS(), listings, renderStarts, tagLog);
}

/** What a restart forgets: Next.js's tags manifest (and the handler's memory, a new handler's). */
function restart() {
  tagsManifest.clear();
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

it("knows the listing route's keys and nothing else", () => {
  expect(isListingKey(keyOf(listingQueryPath("search=tulsi", [])))).toBe(true);
  expect(isListingKey(keyOf(listingQueryPath("sort=price_asc", ["skincare", "face-care"])))).toBe(true);
  for (const other of ["/catalogue", "/catalogue/skincare", "/product/7", "/products/~abc", "/"])
    expect([other, isListingKey(keyOf(other))]).toEqual([other, false]);
});

it("keeps listings with a query in memory only, and every other page in Next.js's file-system cache", async () => {
  const cache = handler();
  const listingKey = keyOf(listingQueryPath("search=tulsi", []));
  await cache.set(listingKey, page("listing"), PAGE_CONTEXT);
  await cache.set(keyOf("/product/7"), page("product"), PAGE_CONTEXT);
  expect(filesUnder(distDir).some((name) => name.startsWith("7."))).toBe(true);
  expect(filesUnder(distDir).some((name) => name.startsWith("~"))).toBe(false);
  // A handler of a later request (Next.js makes one per request) finds both.
  const later = new LocalRouteCache(
    { fs: nodeFs, serverDistDir: distDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 },
    (cache as unknown as { listings: InstanceType<typeof BoundedEntries> }).listings,
  );
  expect((await later.get(listingKey, PAGE_CONTEXT))?.value).toMatchObject({ html: "listing" });
  expect((await later.get(keyOf("/product/7"), PAGE_CONTEXT))?.value).toMatchObject({ html: "product" });
});

it("keeps pages answered with 404 in memory only, and a page found again on disk", async () => {
  const cache = handler();
  const key = keyOf("/product/999999");
  await cache.set(key, { ...page("Product not found"), status: 404 }, PAGE_CONTEXT);
  expect(filesUnder(distDir)).toEqual([]);
  expect((await cache.get(key, PAGE_CONTEXT))?.value).toMatchObject({ status: 404 });
  // The product made later: its page goes to the file cache, and the 404 is no longer served.
  await cache.set(key, page("product"), PAGE_CONTEXT);
  expect(filesUnder(distDir).some((name) => name.startsWith("999999."))).toBe(true);
  expect((await cache.get(key, PAGE_CONTEXT))?.value).toMatchObject({ status: 200, html: "product" });
});

it("holds listings within its byte bound, dropping the least recently used first", async () => {
  const entrySize = (key: string) =>
    key.length + "listing 00".length + "rsc listing 00".length + "/_tree".length + "tree".length;
  const keys = Array.from({ length: 40 }, (_, i) =>
    keyOf(listingQueryPath(`search=term${String(i).padStart(2, "0")}`, [])),
  );
  const listings = new BoundedEntries(entrySize(keys[0]) * 10);
  const cache = handler(listings);
  for (const [i, key] of keys.entries()) {
    await cache.set(key, page(`listing ${String(i).padStart(2, "0")}`), PAGE_CONTEXT);
    if (i === 38) expect(await cache.get(keys[29], PAGE_CONTEXT)).not.toBeNull(); // the oldest, used: kept over the next oldest
  }
  expect(listings.bytes).toBeLessThanOrEqual(listings.maxBytes);
  const kept = [];
  for (const key of keys) if (await cache.get(key, PAGE_CONTEXT)) kept.push(keys.indexOf(key));
  expect(kept).toEqual([29, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
  expect(filesUnder(distDir)).toEqual([]);
  // An entry larger than the whole bound is not kept at all.
  await cache.set(keyOf(listingQueryPath("search=huge", [])), page("x".repeat(listings.maxBytes)), PAGE_CONTEXT);
  expect(await cache.get(keyOf(listingQueryPath("search=huge", [])), PAGE_CONTEXT)).toBeNull();
  expect(listings.bytes).toBeLessThanOrEqual(listings.maxBytes);
});

it("expires listings and file-cached pages when one of their tags is revalidated", async () => {
  const cache = handler();
  const listingKey = keyOf(listingQueryPath("sort=price_desc", []));
  const otherKey = keyOf(listingQueryPath("sort=name_desc", []));
  await cache.set(listingKey, page("listing", "products,categories"), PAGE_CONTEXT);
  await cache.set(otherKey, page("blog listing", "blog-only"), PAGE_CONTEXT);
  await cache.set(keyOf("/product/8"), page("product", "products"), PAGE_CONTEXT);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await cache.revalidateTag(["products"], { expire: 0 });
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await cache.get(listingKey, PAGE_CONTEXT)).toBeNull();
  expect(await cache.get(keyOf("/product/8"), PAGE_CONTEXT)).toBeNull();
  expect((await cache.get(otherKey, PAGE_CONTEXT))?.value).toMatchObject({ html: "blog listing" });
  // Rendered again after the change: served again.
  await cache.set(listingKey, page("listing, new prices"), PAGE_CONTEXT);
  expect((await cache.get(listingKey, PAGE_CONTEXT))?.value).toMatchObject({ html: "listing, new prices" });
});

describe("a page whose render began before one of its tags was revalidated", () => {
  const pages = [
    ["a product page", keyOf("/product/31")],
    ["a listing with a query", keyOf(listingQueryPath("search=brahmi", []))],
    ["a 404 page", keyOf("/product/999998")],
  ] as const;

  it.each(pages)("is not kept: %s", async (_what, key) => {
    const renderStarts = new RenderStarts();
    const cache = handler(undefined, renderStarts);
    const status = key.endsWith("999998") ? 404 : 200;
    expect(await cache.get(key, PAGE_CONTEXT)).toBeNull(); // the render begins
    await tick();
    await cache.revalidateTag(["product:31"], { expire: 0 }); // a price change lands meanwhile
    await tick();
    await cache.set(key, { ...page("old price", "products,product:31"), status }, PAGE_CONTEXT);
    expect(await cache.get(key, PAGE_CONTEXT)).toBeNull();
    // The next render began after the change: kept.
    await tick();
    await cache.set(key, { ...page("new price", "products,product:31"), status }, PAGE_CONTEXT);
    expect((await cache.get(key, PAGE_CONTEXT))?.value).toMatchObject({ html: "new price" });
    expect(renderStarts.pending.size).toBe(0);
  });

  it("is kept when the revalidated tag is not its own, and when it began after the change", async () => {
    const cache = handler();
    const key = keyOf("/product/32");
    expect(await cache.get(key, PAGE_CONTEXT)).toBeNull();
    await tick();
    await cache.revalidateTag(["product:33"], { expire: 0 });
    await cache.set(key, page("product 32", "products,product:32"), PAGE_CONTEXT);
    expect((await cache.get(key, PAGE_CONTEXT))?.value).toMatchObject({ html: "product 32" });
  });

  it("counts from the first of several reads: later requests join the render already running", async () => {
    const renderStarts = new RenderStarts();
    const cache = handler(undefined, renderStarts);
    const key = keyOf("/product/34");
    await cache.get(key, PAGE_CONTEXT);
    await tick();
    await cache.revalidateTag(["product:34"], { expire: 0 });
    await tick();
    await cache.get(key, PAGE_CONTEXT);
    await cache.set(key, page("old price", "products,product:34"), PAGE_CONTEXT);
    expect(await cache.get(key, PAGE_CONTEXT)).toBeNull();
  });

  it("is judged from a found entry's refresh too (past its revalidate seconds, or a stale-while-revalidate tag)", async () => {
    const renderStarts = new RenderStarts();
    const cache = handler(undefined, renderStarts);
    const key = keyOf("/product/35");
    await cache.set(key, page("product 35", "settings,product:35"), {
      ...PAGE_CONTEXT,
      cacheControl: { revalidate: 3600, expire: undefined },
    });
    expect(await cache.get(key, PAGE_CONTEXT)).not.toBeNull();
    expect(renderStarts.pending.size).toBe(0); // fresh: no render follows
    await tick();
    await cache.revalidateTag(["settings"], {}); // stale-while-revalidate: served, refreshed behind
    await tick();
    expect(await cache.get(key, PAGE_CONTEXT)).not.toBeNull();
    expect(renderStarts.pending.has(key)).toBe(true);
  });

  it("bounds the reads it remembers (a render that fails never stores)", () => {
    const renderStarts = new RenderStarts(3);
    for (const n of [1, 2, 3, 4]) renderStarts.begin(`key ${n}`, n);
    expect([...renderStarts.pending.keys()]).toEqual(["key 2", "key 3", "key 4"]);
    expect(renderStarts.take("key 1")).toBeUndefined();
  });
});

describe("after a restart", () => {
  it("serves no page stored before a change this server saw (a product's old price), and keeps the others", async () => {
    const cache = handler();
    await cache.set(keyOf("/product/41"), page("old price", "products,product:41"), PAGE_CONTEXT);
    await cache.set(keyOf("/product/42"), page("product 42", "products,product:42"), PAGE_CONTEXT);
    await tick();
    await cache.revalidateTag(["product:41"], { expire: 0 }); // the page is not asked for before the restart
    await tick();
    restart();
    const restarted = handler();
    expect(await restarted.get(keyOf("/product/41"), PAGE_CONTEXT)).toBeNull();
    expect((await restarted.get(keyOf("/product/42"), PAGE_CONTEXT))?.value).toMatchObject({ html: "product 42" });
    // Rendered after the restart: kept, and kept across the next restart too.
    await tick();
    await restarted.set(keyOf("/product/41"), page("new price", "products,product:41"), PAGE_CONTEXT);
    restart();
    expect((await handler().get(keyOf("/product/41"), PAGE_CONTEXT))?.value).toMatchObject({ html: "new price" });
  });

  it("is what the file is for: without it the old price is served as fresh", async () => {
    const cache = handler(undefined, undefined, null);
    await cache.set(keyOf("/product/43"), page("old price", "products,product:43"), PAGE_CONTEXT);
    await tick();
    await cache.revalidateTag(["product:43"], { expire: 0 });
    restart();
    expect((await handler(undefined, undefined, null).get(keyOf("/product/43"), PAGE_CONTEXT))?.value).toMatchObject({
      html: "old price",
    });
  });

  it("keeps a stale-while-revalidate mark as a stale one, and the later of two moments", async () => {
    const log = new TagLog(distDir);
    tagsManifest.set("settings", { stale: 1_000 });
    log.record(["settings"]);
    tagsManifest.set("product:44", { expired: 2_000 });
    log.record(["product:44"]);
    tagsManifest.set("product:44", { expired: 3_000 });
    log.record(["product:44"]);
    restart();
    tagsManifest.set("product:44", { expired: 2_500, stale: 2_500 }); // seen since the start
    new TagLog(distDir).restore();
    expect(tagsManifest.get("settings")).toEqual({ stale: 1_000 });
    expect(tagsManifest.get("product:44")).toEqual({ expired: 3_000, stale: 2_500 });
  });

  it("skips a line cut off by a crash, and rewrites the file with a line a tag once it has grown", () => {
    const log = new TagLog(distDir, 10);
    for (let round = 0; round < 25; round++) {
      tagsManifest.set(`product:${round % 3}`, { expired: round });
      log.record([`product:${round % 3}`]);
    }
    const lines = () => readFileSync(path.join(distDir, FILE_NAME), "utf8").trim().split("\n");
    expect(lines().length).toBeLessThan(10);
    appendFileSync(path.join(distDir, FILE_NAME), '["product:9", {"expi');
    restart();
    new TagLog(distDir).restore();
    expect([...tagsManifest.keys()].sort()).toEqual(["product:0", "product:1", "product:2"]);
    expect(tagsManifest.get("product:0")).toEqual({ expired: 24 });
    expect(lines()).toHaveLength(3);
  });
});

it("gives listings and 404 pages a short life in Redis, and other pages their own", async () => {
  const ttls: [string, number][] = [];
  const store = {
    setEntry: async (_kind: string, key: string, _value: unknown, ttl: number) => void ttls.push([key, ttl]),
  };
  const shared = new SharedRouteCache(undefined, store as unknown as ConstructorParameters<typeof SharedRouteCache>[1]);
  const context = { ...PAGE_CONTEXT, cacheControl: { revalidate: 3600, expire: 31_536_000 } };
  await shared.set(keyOf(listingQueryPath("search=tulsi", [])), page("listing"), context);
  await shared.set(keyOf("/product/7"), page("product"), context);
  await shared.set(keyOf("/product/999999"), { ...page("Product not found"), status: 404 }, context);
  expect(ttls.map(([, ttl]) => ttl)).toEqual([
    SharedRouteCache.LISTING_TTL_SECONDS,
    31_536_000,
    SharedRouteCache.LISTING_TTL_SECONDS,
  ]);
});
