import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { Client } from "pg";
import { env } from "@/lib/env";
import { findBlogPost } from "@/lib/content/blog";
import { findCondition } from "@/lib/content/conditions";
import { catalogAddress, type CatalogAddress } from "@/lib/domain/catalog-address";
import { db } from "@/lib/server/db";
import { categoryPath } from "@/lib/server/catalog/view";
import {
  canonicalListingQuery,
  categoryKey,
  LISTING_QUERY_KEYS,
  listingPageParams,
  rawListingParams,
} from "@/lib/validation/catalog";
import { listingQueryPath } from "@/lib/validation/listing-query";
import { log } from "@/lib/log";
import { whenClosing } from "@/lib/server/shutdown";
import { isUnstorableText } from "@/lib/validation/primitives";

/**
 * The not-found page the proxy answers unknown addresses with: a static page that calls notFound()
 * when prerendered, so it is stored, and served, with status 404 and the shop's header and footer.
 */
export const NOT_FOUND_PAGE = "/missing";

export type PageAnswer = { kind: "page" } | { kind: "missing"; page: string } | { kind: "moved"; to: string };

const PAGE: PageAnswer = { kind: "page" };

/**
 * Where a listing path whose category was renamed lives now (`slugs` as in /products/{parent}/{slug},
 * old or current slugs, lower case): the category's current path, or null when the path names no
 * category. The portal keeps old slugs (CategorySlugRedirect) when it renames a category.
 */
export async function renamedCategoryPath(slugs: string[]): Promise<string | null> {
  const rows = await db.category.findMany({
    where: { OR: [{ slug: { in: slugs } }, { oldSlugs: { some: { slug: { in: slugs } } } }] },
    select: {
      id: true,
      slug: true,
      parentId: true,
      parent: { select: { slug: true } },
      oldSlugs: { select: { slug: true } },
    },
  });
  const named = (slug: string | undefined) =>
    rows.find((row) => row.slug === slug || row.oldSlugs.some((old) => old.slug === slug));
  const category = named(slugs.at(-1));
  if (!category || (slugs.length === 2 && named(slugs[0])?.id !== category.parentId)) return null;
  const path = categoryPath(category);
  return path === `/products/${slugs.join("/")}` ? null : path;
}

async function categoryAnswer(slugs: string[]): Promise<PageAnswer> {
  const category = await db.category.findUnique({
    where: { slug: slugs[slugs.length - 1] },
    select: { parent: { select: { slug: true } } },
  });
  if (category && category.parent?.slug === (slugs.length === 2 ? slugs[0] : undefined)) return PAGE;
  const moved = await renamedCategoryPath(slugs);
  return moved ? { kind: "moved", to: moved } : { kind: "missing", page: NOT_FOUND_PAGE };
}

/** `/products?category=` names a category by id or slug, at any level (the listing shows it under its own name). */
async function categoryParamAnswer(idOrSlug: string): Promise<PageAnswer> {
  const where = categoryKey(idOrSlug);
  if (!where) return { kind: "missing", page: NOT_FOUND_PAGE };
  return (await db.category.findUnique({ where, select: { id: true } }))
    ? PAGE
    : { kind: "missing", page: NOT_FOUND_PAGE };
}

/** The channel the database's triggers notify when a category or old slug is added, removed or renamed. */
const CHANNEL = "catalog_pages";
/** Answers kept at most; past it they are all dropped and read again as asked. */
const MAX_ANSWERS = 20_000;
const RECONNECT_MS = 1_000;

type AnswerCache = {
  answers: Map<string, PageAnswer>;
  generation: number;
  listening: boolean;
  client: Client | null;
  stopped: boolean;
};

/** One per process (on globalThis: the proxy's bundle and a development reload share it). */
const cache: AnswerCache = ((
  globalThis as unknown as { storefrontCatalogPages?: AnswerCache }
).storefrontCatalogPages ??= {
  answers: new Map(),
  generation: 0,
  listening: false,
  client: null,
  stopped: false,
});

function forget(): void {
  cache.generation += 1;
  cache.answers.clear();
}

/**
 * Listens on CHANNEL on a connection of its own; answers are kept only while it listens, so a lost
 * connection (or one not yet made) means a database lookup per request until it is back.
 */
function listen(): void {
  if (cache.client || cache.stopped) return;
  whenClosing(stopCatalogPageListener);
  const client = new Client({ connectionString: env().DATABASE_URL });
  cache.client = client;
  let dropped = false;
  const drop = (error?: unknown) => {
    if (dropped) return;
    dropped = true;
    if (error && !cache.stopped) log.error({ err: error }, "catalogue page listener lost its connection; reconnecting");
    cache.listening = false;
    forget();
    cache.client = null;
    client.end().catch(() => undefined);
    if (!cache.stopped) setTimeout(listen, RECONNECT_MS).unref();
  };
  client.on("notification", forget);
  client.on("error", drop);
  client.on("end", () => drop());
  client
    .connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .then(() => {
      forget();
      cache.listening = !dropped;
    }, drop);
}

/** Stops listening and keeping answers (tests end with it, and a server that stops). */
export async function stopCatalogPageListener(): Promise<void> {
  cache.stopped = true;
  cache.listening = false;
  forget();
  await cache.client?.end().catch(() => undefined);
  cache.client = null;
}

/**
 * An answer from this process's memory while it listens for changes, else looked up and kept. A
 * lookup that a change overtook (the generation moved on) is used once and not kept.
 */
async function remembered(key: string, lookUp: () => Promise<PageAnswer>): Promise<PageAnswer> {
  listen();
  const known = cache.listening ? cache.answers.get(key) : undefined;
  if (known) return known;
  const { generation, listening } = cache;
  const answer = await lookUp();
  if (listening && cache.listening && generation === cache.generation) {
    if (cache.answers.size >= MAX_ANSWERS) cache.answers.clear();
    cache.answers.set(key, answer);
  }
  return answer;
}

/**
 * Whether the record an address names exists: one indexed lookup in PostgreSQL (the category's
 * unique slug, the shipment's tracking number; conditions and blog posts are the shop's fixed
 * content), a category's remembered by this process until the database says a category was added,
 * removed or renamed (CHANNEL, sent by triggers at commit to every app server).
 */
export async function answerFor(address: CatalogAddress): Promise<PageAnswer> {
  switch (address.kind) {
    case "category":
      // A slug PostgreSQL cannot compare (NUL, a lone surrogate) names no category.
      if (address.slugs.some(isUnstorableText)) return { kind: "missing", page: NOT_FOUND_PAGE };
      return remembered(`category:${JSON.stringify(address.slugs)}`, () => categoryAnswer(address.slugs));
    case "condition":
      return findCondition(address.slug) ? PAGE : { kind: "missing", page: NOT_FOUND_PAGE };
    case "blog":
      return findBlogPost(address.slug) ? PAGE : { kind: "missing", page: NOT_FOUND_PAGE };
    case "shipment":
      // Not remembered: shipments are booked all the time, and nothing announces them.
      return (await db.shipment.findUnique({ where: { trackingNumber: address.trackingNumber }, select: { id: true } }))
        ? PAGE
        : { kind: "missing", page: NOT_FOUND_PAGE };
    case "unknown":
      return { kind: "missing", page: NOT_FOUND_PAGE };
  }
}

/**
 * The proxy's answer for a storefront address that names a record (null for any other address).
 * Under Cache Components a page streams its shell (status 200) before its notFound() runs
 * (vercel/next.js#95380), so an unknown record gets its 404 here, before rendering: the request is
 * rewritten to a not-found page. A renamed category's old address moves permanently (308). A
 * listing with a query (also `/products?…`, whose `?category=` must name a category) is rewritten
 * to its cached route (listingResponse).
 */
export async function catalogPageResponse(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search, searchParams } = request.nextUrl;
  const listingQuery = LISTING_QUERY_KEYS.some((key) => searchParams.has(key));
  if (pathname === "/products") {
    if (!listingQuery) return null;
    const { category } = listingPageParams.parse(rawListingParams(searchParams));
    const answer = category
      ? await remembered(`category-param:${category.toLowerCase()}`, () => categoryParamAnswer(category))
      : PAGE;
    return answer.kind === "page"
      ? listingResponse(request, [])
      : NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), { status: 404 });
  }
  const address = catalogAddress(pathname);
  if (!address) return null;
  const answer = await answerFor(address);
  if (answer.kind === "page")
    return address.kind === "category" && listingQuery ? listingResponse(request, address.slugs) : NextResponse.next();
  if (answer.kind === "moved") {
    const response = NextResponse.redirect(new URL(answer.to + search, request.url), 308);
    // next.config.ts's headers do not reach a response the proxy makes itself.
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  }
  return NextResponse.rewrite(new URL(answer.page, request.url), { status: 404 });
}

/**
 * A listing (`slugs`: its category path, known to exist) with a listing key in its query is
 * rewritten to the cached listing route of its canonical query (lib/validation/listing-query.ts),
 * keeping the address and its query (Next.js's `_rsc` among them); one whose query is all defaults
 * to the prerendered first page. Without a listing key, `next.config.ts` rewrites it to that first
 * page itself.
 */
function listingResponse(request: NextRequest, slugs: string[]): NextResponse {
  const canonical = canonicalListingQuery(request.nextUrl.searchParams, slugs.length > 0);
  const target = request.nextUrl.clone();
  target.pathname = canonical
    ? listingQueryPath(canonical, slugs)
    : ["/catalogue", ...slugs.map((slug) => encodeURIComponent(slug))].join("/");
  return NextResponse.rewrite(target);
}
