/**
 * The shared cache handlers against a real redis-server (scripts/redis.ts). Two stores, each with
 * its own connection, stand for two app servers.
 */
import type { CacheEntry, CacheHandler } from "next/cache";
import { startRedis, type LocalRedis } from "@/scripts/redis";
import type { RedisStore } from "./redis-store.cjs";

let redis: LocalRedis;
const stores: RedisStore[] = [];
let modules: {
  createStore: (url: string) => RedisStore;
  createUseCacheHandler: (store?: RedisStore) => CacheHandler;
  SharedRouteCache: typeof import("./isr-cache-handler.cjs");
  recordSharedRevalidation: (tags: string[]) => void;
  sharedTagWritesSettled: () => Promise<void>;
};

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  const store = await import("./redis-store.cjs");
  const useCache = await import("./use-cache-handler.cjs");
  const routeCache = await import("./isr-cache-handler.cjs");
  const sharedTags = await import("./shared-tags");
  modules = {
    createStore: store.createStore,
    createUseCacheHandler: useCache.createUseCacheHandler,
    SharedRouteCache: routeCache.default ?? routeCache,
    recordSharedRevalidation: sharedTags.recordSharedRevalidation,
    sharedTagWritesSettled: sharedTags.sharedTagWritesSettled,
  };
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await (await import("./redis-store.cjs")).sharedStore().close();
  delete process.env.REDIS_URL;
  await redis?.stop();
});

/** A store of its own, as another app server would have. */
function server(url = redis.url): RedisStore {
  const store = modules.createStore(url);
  stores.push(store);
  return store;
}

function entry(text: string, tags: string[], timestamp = Date.now()): CacheEntry {
  const bytes = new TextEncoder().encode(text);
  const value = new ReadableStream<Uint8Array>({
    start: (controller) => (controller.enqueue(bytes), controller.close()),
  });
  return { value, tags, stale: 300, timestamp, expire: 86_400, revalidate: 3600 };
}

async function text(found: CacheEntry | undefined): Promise<string | undefined> {
  return found ? new Response(found.value).text() : undefined;
}

describe("'use cache' handler", () => {
  it("keeps an entry for every server, with its metadata and a new stream on each read", async () => {
    const [a, b] = [modules.createUseCacheHandler(server()), modules.createUseCacheHandler(server())];
    const made = entry("price 12300", ["products", "product:1"]);
    await a.set("product-1", Promise.resolve(made));
    const first = await b.get("product-1", []);
    expect(first && { ...first, value: undefined }).toEqual({ ...made, value: undefined });
    expect(await text(first)).toBe("price 12300");
    expect(await text(await b.get("product-1", []))).toBe("price 12300");
  });

  it("misses on every server once a tag of the entry expired on one of them", async () => {
    const [a, b] = [modules.createUseCacheHandler(server()), modules.createUseCacheHandler(server())];
    await a.set("product-2", Promise.resolve(entry("old", ["product:2"], Date.now() - 10)));
    await b.updateTags(["product:2"], { expire: 0 });
    expect(await a.get("product-2", [])).toBeUndefined();
    // An entry made after the expiry is fresh again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.set("product-2", Promise.resolve(entry("new", ["product:2"])));
    expect(await text(await b.get("product-2", []))).toBe("new");
  });

  it("checks the request's soft tags too, and misses after a stale-while-revalidate revalidation as well", async () => {
    const [a, b] = [modules.createUseCacheHandler(server()), modules.createUseCacheHandler(server())];
    await a.set("page-data", Promise.resolve(entry("x", ["settings"], Date.now() - 10)));
    await b.updateTags(["_N_T_/contact"]);
    expect(await a.get("page-data", ["_N_T_/contact"])).toBeUndefined();
    expect(await text(await a.get("page-data", ["_N_T_/about"]))).toBe("x");
    await b.updateTags(["settings"], { expire: 31_536_000 });
    expect(await a.get("page-data", [])).toBeUndefined();
    expect(await a.getExpiration(["settings"])).toBe(Infinity);
  });

  it("makes a read wait for a set of the same key that is still streaming", async () => {
    const handler = modules.createUseCacheHandler(server());
    let finish!: (made: CacheEntry) => void;
    const setting = handler.set("slow", new Promise<CacheEntry>((resolve) => (finish = resolve)));
    const reading = handler.get("slow", []);
    finish(entry("done", []));
    await setting;
    expect(await text(await reading)).toBe("done");
  });

  it("does not store a dynamic (expire 0) entry", async () => {
    const handler = modules.createUseCacheHandler(server());
    await handler.set("dynamic", Promise.resolve({ ...entry("now", []), expire: 0 }));
    expect(await handler.get("dynamic", [])).toBeUndefined();
  });
});

describe("route cache handler", () => {
  const page = () => ({
    kind: "APP_PAGE",
    html: "<p>₹123.00</p>",
    rscData: Buffer.from("rsc"),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    postponed: undefined,
    headers: { "x-next-cache-tags": "products,product:3,_N_T_/product/3" },
    status: 200,
  });

  it("shares pages with their buffers and segment maps, and expires them by the tags in their header", async () => {
    const a = new modules.SharedRouteCache({}, server());
    const b = new modules.SharedRouteCache({}, server());
    const cacheControl = { revalidate: 3600, expire: 86_400 };
    await a.set("/route-cache/APP_PAGE/abc/$/product/3", page(), { cacheControl });
    const found = await b.get("/route-cache/APP_PAGE/abc/$/product/3", { kind: "APP_PAGE" });
    expect(found).toMatchObject({ value: { html: "<p>₹123.00</p>", status: 200 }, cacheControl });
    const value = found?.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");

    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.revalidateTag("product:3", { expire: 0 });
    expect(await a.get("/route-cache/APP_PAGE/abc/$/product/3", { kind: "APP_PAGE" })).toBeNull();
  });

  it("dates a page from its render's start: one that began before a change on another server is a miss", async () => {
    const a = new modules.SharedRouteCache({}, server());
    const b = new modules.SharedRouteCache({}, server());
    const key = "/route-cache/APP_PAGE/abc/$/product/4";
    const cacheControl = { revalidate: 3600, expire: 86_400 };
    const withTags = { ...page(), headers: { "x-next-cache-tags": "products,product:4" } };
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull(); // the render begins on server a
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.revalidateTag("product:4", { expire: 0 }); // the price changes through server b
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a.set(key, withTags, { cacheControl });
    expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull();
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    await a.set(key, withTags, { cacheControl }); // the render that began after the change
    expect(await b.get(key, { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("expires fetch entries by their context's tags and soft tags", async () => {
    const a = new modules.SharedRouteCache({}, server());
    await a.set(
      "fetch-key",
      { kind: "FETCH", data: { body: "{}", headers: {}, url: "/x" }, revalidate: 60 },
      { tags: ["slides"] },
    );
    expect(await a.get("fetch-key", { kind: "FETCH", softTags: [] })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await server().updateTags(["slides"]);
    expect(await a.get("fetch-key", { kind: "FETCH", softTags: [] })).toBeNull();
  });
});

describe("without Redis", () => {
  it("misses and skips writes instead of failing requests", async () => {
    const down = server("redis://127.0.0.1:1");
    const handler = modules.createUseCacheHandler(down);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(handler.set("k", Promise.resolve(entry("v", [])))).resolves.toBeUndefined();
    await expect(handler.get("k", [])).resolves.toBeUndefined();
    await expect(handler.updateTags(["products"])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  }, 15_000);
});

describe("shared tag writes of the app (lib/server/cache/shared-tags.ts)", () => {
  it("are done, on every server, once sharedTagWritesSettled resolves", async () => {
    const handler = modules.createUseCacheHandler(server());
    await handler.set("product-4", Promise.resolve(entry("old", ["product:4"], Date.now() - 10)));
    // Loading the handlers registered this process's store, which the app's code writes through.
    modules.recordSharedRevalidation(["product:4"]);
    await modules.sharedTagWritesSettled();
    expect(await handler.get("product-4", [])).toBeUndefined();
  });
});
