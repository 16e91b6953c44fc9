/**
 * A catalogue change answered through route() has its tags written to the shared store first
 * (lib/server/cache/shared-tags.ts). A store that records its writes late stands for Redis here.
 */
import { revalidateProducts, revalidateSettings } from "@/lib/server/cache/revalidate";
import { route } from "@/lib/server/route-handler/route";
import { jsonRequest } from "@/scripts/jest/requests";

const STORE_KEY = Symbol.for("storefront.shared-cache");
const registry = globalThis as unknown as Record<symbol, unknown>;
const written: string[][] = [];

afterEach(() => {
  delete registry[STORE_KEY];
  written.splice(0);
});

function slowSharedStore(delayMs: number): void {
  registry[STORE_KEY] = {
    url: "redis://test",
    store: {
      updateTags: (tags: string[]) =>
        new Promise<void>((resolve) => setTimeout(() => (written.push(tags), resolve()), delayMs)),
    },
  };
}

it("answers a change only after its tags are revalidated in the shared store", async () => {
  slowSharedStore(50);
  const save = route({}, async () => {
    revalidateProducts(7);
    revalidateSettings();
    return { saved: true };
  });
  const response = await save(jsonRequest("POST", "/api/portal/products/7/", {}));
  expect(response.status).toBe(200);
  expect(written).toEqual([["products", "product:7"], ["settings"]]);
});

it("writes nothing and waits for nothing without a shared store (one server, no REDIS_URL)", async () => {
  const save = route({}, async () => (revalidateProducts(8), { saved: true }));
  expect((await save(jsonRequest("POST", "/api/portal/products/8/", {}))).status).toBe(200);
  expect(written).toEqual([]);
});
