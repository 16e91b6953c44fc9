import "server-only";
import type { Prisma } from "@prisma/client";
import { ratingSummary } from "@/lib/domain/catalog";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { ReviewQuery } from "@/lib/validation/catalog-management/storefront-content";
import { lockRow } from "./locks";

const INCLUDE = {
  product: { select: { id: true, name: true, ratingAverage: true, ratingCount: true } },
} satisfies Prisma.ReviewInclude;
type ReviewRow = Prisma.ReviewGetPayload<{ include: typeof INCLUDE }>;

const reviewNotFound = () => new AppError(404, "review_not_found", "Review not found");

export function portalReviewJson(row: ReviewRow) {
  return {
    id: row.id,
    /** With the product's rating as the shop shows it (visible reviews only). */
    product: {
      id: row.product.id,
      name: row.product.name,
      rating: row.product.ratingAverage,
      rating_count: row.product.ratingCount,
    },
    author: row.author,
    rating: row.rating,
    title: row.title,
    body: row.body,
    hidden: row.hidden,
    created_at: row.createdAt.toISOString(),
  };
}

export type PortalReviewJson = ReturnType<typeof portalReviewJson>;
export type PortalReviewPage = { results: PortalReviewJson[]; count: number };

/** What the audit log keeps of a review (the product's rating has no place in the review's own change). */
function auditedReview(row: ReviewRow) {
  const { product: _product, ...review } = portalReviewJson(row);
  return review;
}

/** Reviews newest first, by product and hidden or not -> { results, count }. */
export async function listPortalReviews(query: ReviewQuery) {
  const where: Prisma.ReviewWhereInput = { productId: query.product, hidden: query.hidden };
  const [rows, count] = await Promise.all([
    db.review.findMany({
      where,
      include: INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.review.count({ where }),
  ]);
  return { results: rows.map(portalReviewJson), count };
}

/**
 * Hides or shows a review. The product's rating is recomputed from its visible reviews in the same
 * transaction, under the product's row lock, so two moderations of one product cannot race.
 */
export async function setReviewHidden(id: number, hidden: boolean, actor: Actor) {
  const review = await db.review.findUnique({ where: { id }, select: { productId: true } });
  if (!review) throw reviewNotFound();
  const row = await db.$transaction(async (tx) => {
    await lockRow(tx, "Product", review.productId);
    if (!(await lockRow(tx, "Review", id))) throw reviewNotFound();
    const current = await tx.review.findUniqueOrThrow({ where: { id }, include: INCLUDE });
    await tx.review.update({ where: { id }, data: { hidden } });
    const visible = await tx.review.findMany({
      where: { productId: review.productId, hidden: false },
      select: { rating: true },
    });
    await tx.product.update({
      where: { id: review.productId },
      data: ratingSummary(visible.map((each) => each.rating)),
    });
    // Read after the product's rating moved, so the answer shows the rating the shop now shows.
    const updated = await tx.review.findUniqueOrThrow({ where: { id }, include: INCLUDE });
    await recordAudit(tx, actor, {
      action: hidden ? "hide" : "show",
      entity: "review",
      entityId: id,
      ...changedFields(auditedReview(current), auditedReview(updated)),
    });
    return updated;
  });
  revalidateProducts(review.productId);
  return portalReviewJson(row);
}
