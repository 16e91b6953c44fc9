import "server-only";
import { BLOG_POSTS } from "@/lib/content/blog";
import { CONDITIONS } from "@/lib/content/conditions";
import { db } from "@/lib/server/db";

/**
 * A fresh server's first requests take 250-400 ms longer than the next ones, whichever page comes first
 * (Next.js loads and prepares its renderer and each route's modules on first use; docs/benchmarks.md,
 * "Every shopper page on a phone"). So a production server asks itself for one page of each kind a
 * shopper opens before it reports ready (readiness.ts): the load balancer sends shoppers only to a
 * ready server, and none of them meets a cold one after a deploy or a restart.
 */
export type WarmUpState = "off" | "not started" | "warming" | "done";

/** A page that takes longer than this is left to finish on its own: warming must not hold readiness back for long. */
const PAGE_TIMEOUT_MS = 10_000;

let warming: { done: boolean } | undefined;

/** The pages asked for: the shop's page kinds, with a product and a category that exist. */
export async function warmUpPaths(): Promise<string[]> {
  const [product, category] = await Promise.all([
    db.product.findFirst({ where: { available: true }, orderBy: { id: "asc" }, select: { id: true } }),
    db.category.findFirst({ where: { parentId: null }, orderBy: { id: "asc" }, select: { slug: true } }),
  ]);
  return [
    "/",
    "/products",
    ...(category ? [`/products/${category.slug}`] : []),
    "/products?search=tulsi&sort=price_asc",
    ...(product ? [`/product/${product.id}`] : []),
    "/cart",
    "/blog",
    ...(BLOG_POSTS[0] ? [`/blog/${BLOG_POSTS[0].slug}`] : []),
    "/treatments",
    "/conditions",
    ...(CONDITIONS[0] ? [`/conditions/${CONDITIONS[0].slug}`] : []),
    "/contact",
    "/login",
    "/api/products/?page_size=1",
    // Loads the image optimizer (sharp): the first image a started server optimizes otherwise waits for it.
    IMAGE_OPTIMIZER_PATH,
  ];
}

export const IMAGE_OPTIMIZER_PATH = "/_next/image?url=%2Fimages%2Fplaceholder.webp&w=48&q=75";

/**
 * Where the server asks itself: `next start` puts the port it listens on in PORT, and "localhost" reaches
 * it whichever loopback it listens on. Never the address a request names (a Host header is the client's).
 */
const ownOrigin = () => `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * This server's warm-up, started by the first readiness check of a production server, one page after
 * another; a page that fails or times out counts as asked (its modules are loaded all the same).
 * Elsewhere (development, tests) it is off.
 */
export function warmUp(production = process.env.NODE_ENV === "production", origin = ownOrigin()): WarmUpState {
  if (!production) return "off";
  if (!warming) {
    const state = { done: false };
    warming = state;
    void askForPages(origin).finally(() => (state.done = true));
  }
  return warming.done ? "done" : "warming";
}

async function askForPages(origin: string): Promise<void> {
  const paths = await warmUpPaths().catch(() => ["/"]);
  for (const path of paths) {
    await fetch(new URL(path, origin), {
      // As a browser asks for images, so the optimizer answers in the format shoppers get.
      headers: { accept: "image/webp,text/html,*/*" },
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
      redirect: "manual",
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

/** Tests only: as if the server had just started. */
export function forgetWarmUp(): void {
  warming = undefined;
}
