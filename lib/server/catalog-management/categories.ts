import "server-only";
import type { Category, Prisma } from "@prisma/client";
import { categorySlug, homeCategories } from "@/lib/domain/catalog";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { topLevelHomeCandidates } from "@/lib/server/catalog/categories";
import { revalidateCategories } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, unlessTaken } from "@/lib/server/errors";
import type { CategoryCreate, CategoryPatch } from "@/lib/validation/portal-content";
import { lockRow } from "./locks";
import { counted } from "@/lib/domain/plural";

type Tx = Prisma.TransactionClient;
type CategoryRow = Category & { _count: { products: number; children: number } };

const COUNTS = { _count: { select: { products: true, children: true } } } as const;

export const categoryNotFound = () => new AppError(404, "category_not_found", "Category not found");
const nameTaken = (name: string) =>
  new AppError(409, "category_taken", `Another category already has the address of "${name}". Choose another name.`, {
    field: "name",
  });

export function portalCategoryJson(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    title: row.title,
    description: row.description,
    parent: row.parentId,
    image: row.image,
    position: row.position,
    product_count: row._count.products,
    subcategory_count: row._count.children,
    version: row.version,
  };
}

export type PortalCategoryJson = ReturnType<typeof portalCategoryJson>;

/** Every category, top-level ones and then sub-categories, each in the merchant's order, and the ids of those the home page shows. */
export async function listPortalCategories(): Promise<{ results: PortalCategoryJson[]; home_category_ids: number[] }> {
  const [rows, candidates] = await Promise.all([
    db.category.findMany({
      include: COUNTS,
      orderBy: [{ parentId: { sort: "asc", nulls: "first" } }, { position: "asc" }, { id: "asc" }],
    }),
    topLevelHomeCandidates(),
  ]);
  return {
    results: rows.map(portalCategoryJson),
    home_category_ids: homeCategories(candidates).map((category) => category.id),
  };
}

/** One category as the portal edits it; 404 when there is none. */
export async function getPortalCategory(id: number): Promise<PortalCategoryJson> {
  const row = await db.category.findUnique({ where: { id }, include: COUNTS });
  if (!row) throw categoryNotFound();
  return portalCategoryJson(row);
}

/** Categories are two levels deep: a parent must exist, be top-level and not be the category itself; a category with sub-categories stays top-level. */
async function checkParent(tx: Tx, parentId: number | null, self?: { id: number; children: number }): Promise<void> {
  if (parentId === null) return;
  const invalid = (message: string) => new AppError(422, "invalid_parent", message, { field: "parent" });
  if (self && parentId === self.id) throw invalid("A category cannot be its own parent");
  if (self && self.children > 0) throw invalid("A category with sub-categories cannot become a sub-category");
  // Locked, so that the parent cannot become a sub-category itself while this one joins it.
  if (!(await lockRow(tx, "Category", parentId))) throw invalid("Choose a parent category that exists");
  const parent = await tx.category.findUniqueOrThrow({ where: { id: parentId }, select: { parentId: true } });
  if (parent.parentId !== null) throw invalid("A sub-category cannot have sub-categories");
}

/**
 * The place after the last of the category's siblings. Creates take turns on one advisory lock, so
 * two categories made at once never read the same last place.
 */
async function lastPosition(tx: Tx, parentId: number | null): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('category-positions'))::text`;
  const { _max } = await tx.category.aggregate({ where: { parentId }, _max: { position: true } });
  return _max.position === null ? 0 : _max.position + 1;
}

/** A slug taken by a category now wins over an old slug kept for redirects. */
async function claimSlug(tx: Tx, slug: string): Promise<void> {
  await tx.categorySlugRedirect.deleteMany({ where: { slug } });
}

export async function createCategory(input: CategoryCreate, actor: Actor): Promise<PortalCategoryJson> {
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        await checkParent(tx, input.parent);
        const slug = categorySlug(input.name);
        await claimSlug(tx, slug);
        const { parent, position, ...fields } = input;
        const created = await tx.category.create({
          data: { ...fields, position: position ?? (await lastPosition(tx, parent)), slug, parentId: parent },
          include: COUNTS,
        });
        await recordAudit(tx, actor, {
          action: "create",
          entity: "category",
          entityId: created.id,
          after: portalCategoryJson(created),
        });
        return created;
      }),
    () => nameTaken(input.name ?? ""),
  );
  revalidateCategories();
  return portalCategoryJson(row);
}

/** An edit; a new name moves the slug (SPEC.md's rule) and keeps the old one so old links can be redirected. */
export async function updateCategory(id: number, patch: CategoryPatch, actor: Actor): Promise<PortalCategoryJson> {
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        if (!(await lockRow(tx, "Category", id))) throw categoryNotFound();
        const current = await tx.category.findUniqueOrThrow({ where: { id }, include: COUNTS });
        checkVersion(current.version, patch.version, "category");
        if (patch.parent !== undefined) await checkParent(tx, patch.parent, { id, children: current._count.children });
        const slug = patch.name === undefined ? current.slug : categorySlug(patch.name);
        if (slug !== current.slug) {
          await claimSlug(tx, slug);
          await tx.categorySlugRedirect.create({ data: { slug: current.slug, categoryId: id } });
        }
        const { parent, version: _version, ...fields } = patch;
        const updated = await tx.category.update({
          where: { id },
          data: { ...fields, slug, parentId: parent, version: { increment: 1 } },
          include: COUNTS,
        });
        await recordAudit(tx, actor, {
          action: "update",
          entity: "category",
          entityId: id,
          ...changedFields(portalCategoryJson(current), portalCategoryJson(updated)),
        });
        return updated;
      }),
    () => nameTaken(patch.name ?? ""),
  );
  revalidateCategories();
  return portalCategoryJson(row);
}

/**
 * Deletes a category. One with sub-categories is refused (409); one with products is refused too
 * unless `moveProductsTo` names another category, and then they move in the same transaction. The
 * row lock waits for products being added to it, so none is left behind.
 */
export async function deleteCategory(id: number, moveProductsTo: number | undefined, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "Category", id))) throw categoryNotFound();
    const current = await tx.category.findUniqueOrThrow({ where: { id }, include: COUNTS });
    const { products, children } = current._count;
    if (children > 0) {
      throw new AppError(
        409,
        "category_has_subcategories",
        `This category has ${counted(children, "sub-category", "sub-categories")}. Move or delete them first.`,
        { subcategory_count: children },
      );
    }
    if (products > 0 && moveProductsTo === undefined) {
      throw new AppError(
        409,
        "category_has_products",
        `This category has ${counted(products, "product")}. Choose a category to move them to (move_products_to).`,
        { product_count: products },
      );
    }
    if (products > 0 && moveProductsTo !== undefined) {
      if (moveProductsTo === id || !(await lockRow(tx, "Category", moveProductsTo))) {
        throw new AppError(422, "invalid_move_target", "move_products_to must name another category that exists", {
          field: "move_products_to",
        });
      }
      await tx.product.updateMany({
        where: { categoryId: id },
        data: { categoryId: moveProductsTo, version: { increment: 1 } },
      });
    }
    await tx.category.delete({ where: { id } });
    const moved = products > 0 ? { moved_products_to: moveProductsTo } : {};
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "category",
      entityId: id,
      before: { ...portalCategoryJson(current), ...moved },
    });
  });
  revalidateCategories();
}
