import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { findBlogPost } from "@/lib/content/blog";
import { findCondition } from "@/lib/content/conditions";
import { catalogAddress, type CatalogAddress } from "@/lib/domain/catalog-address";
import { db } from "@/lib/server/db";
import { categoryPath } from "@/lib/server/catalog/view";

/**
 * The not-found pages the proxy answers unknown addresses with: static pages that call notFound()
 * when prerendered, so they are stored, and served, with status 404 and the shop's header and footer.
 */
export const NOT_FOUND_PAGES = { product: "/product/missing", other: "/missing" } as const;

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
    select: { id: true, slug: true, parentId: true, parent: { select: { slug: true } }, oldSlugs: { select: { slug: true } } },
  });
  const named = (slug: string | undefined) => rows.find((row) => row.slug === slug || row.oldSlugs.some((old) => old.slug === slug));
  const category = named(slugs.at(-1));
  if (!category || (slugs.length === 2 && named(slugs[0])?.id !== category.parentId)) return null;
  const path = categoryPath(category);
  return path === `/products/${slugs.join("/")}` ? null : path;
}

async function categoryAnswer(slugs: string[]): Promise<PageAnswer> {
  const category = await db.category.findUnique({ where: { slug: slugs[slugs.length - 1] }, select: { parent: { select: { slug: true } } } });
  if (category && category.parent?.slug === (slugs.length === 2 ? slugs[0] : undefined)) return PAGE;
  const moved = await renamedCategoryPath(slugs);
  return moved ? { kind: "moved", to: moved } : { kind: "missing", page: NOT_FOUND_PAGES.other };
}

/**
 * Whether the record an address names exists (one indexed lookup: the product's primary key, the
 * category's unique slug; conditions and blog posts are the shop's fixed content), read from
 * PostgreSQL on every request so that every app server agrees at once with every change.
 */
export async function answerFor(address: CatalogAddress): Promise<PageAnswer> {
  switch (address.kind) {
    case "product": {
      if (address.id === null) return { kind: "missing", page: NOT_FOUND_PAGES.product };
      const product = await db.product.findFirst({ where: { id: address.id, archivedAt: null }, select: { id: true } });
      return product ? PAGE : { kind: "missing", page: NOT_FOUND_PAGES.product };
    }
    case "category":
      return categoryAnswer(address.slugs);
    case "condition":
      return findCondition(address.slug) ? PAGE : { kind: "missing", page: NOT_FOUND_PAGES.other };
    case "blog":
      return findBlogPost(address.slug) ? PAGE : { kind: "missing", page: NOT_FOUND_PAGES.other };
    case "unknown":
      return { kind: "missing", page: NOT_FOUND_PAGES.other };
  }
}

/**
 * The proxy's answer for a storefront address that names a record (null for any other address).
 * Under Cache Components a page streams its shell (status 200) before its notFound() runs
 * (vercel/next.js#95380), so an unknown record gets its 404 here, before rendering: the request is
 * rewritten to a not-found page. A renamed category's old address moves permanently (308).
 */
export async function catalogPageResponse(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (pathname === NOT_FOUND_PAGES.product) return NextResponse.next();
  const address = catalogAddress(pathname);
  if (!address) return null;
  const answer = await answerFor(address);
  if (answer.kind === "page") return NextResponse.next();
  if (answer.kind === "moved") {
    const response = NextResponse.redirect(new URL(answer.to + search, request.url), 308);
    // next.config.ts's headers do not reach a response the proxy makes itself.
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  }
  return NextResponse.rewrite(new URL(answer.page, request.url), { status: 404 });
}
