import "server-only";
import { Prisma, type Product } from "@prisma/client";
import { productDerivedFields, priceStoredProduct, productSlug, storedDiscount } from "@/lib/domain/catalog";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import { variantLabel } from "@/lib/domain/variants";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { containsPattern, prefixPattern } from "@/lib/server/sql-patterns";
import { AppError, checkVersion, productNotFound, unlessTaken } from "@/lib/server/errors";
import { recordOpeningStock } from "@/lib/server/catalog-management/stock";
import { getLowStockThreshold } from "@/lib/server/settings/merchant-settings";
import {
  PORTAL_PRODUCT_VIEWS,
  portalProductFilters,
  type PortalProductFilters,
  type PortalProductQuery,
  type PortalProductView,
  type ProductCreate,
  type ProductPatch,
} from "@/lib/validation/catalog-management/products";

type Tx = Prisma.TransactionClient;
type ProductRow = Product & {
  category: { id: number; name: string };
  images: { id: number; url: string; alt: string; position: number }[];
  variants: { active: boolean; salePrice: number }[];
};

const PRODUCT_INCLUDE = {
  category: { select: { id: true, name: true } },
  images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, url: true, alt: true, position: true } },
  variants: { select: { active: true, salePrice: true } },
} satisfies Prisma.ProductInclude;

/**
 * The product table's summary of a product's variants (docs/variants.md): how many, how many are on
 * sale, and the range of their shop prices in rupees (the active ones', or all when none is). The
 * product's own `stock` is already the active variants' total.
 */
export function variantSummary(variants: { active: boolean; salePrice: number }[]) {
  const active = variants.filter((variant) => variant.active);
  const prices = (active.length > 0 ? active : variants).map((variant) => variant.salePrice);
  return {
    count: variants.length,
    active: active.length,
    min_price: prices.length > 0 ? paiseToRupees(Math.min(...prices)) : null,
    max_price: prices.length > 0 ? paiseToRupees(Math.max(...prices)) : null,
  };
}

export const skuTaken = (sku: string) =>
  new AppError(409, "sku_taken", `Another product already has the SKU ${sku}.`, { field: "sku" });

/** A product as the portal reads and writes it: the public JSON's names, money in rupees, plus what staff manage. */
export function portalProductJson(row: ProductRow) {
  const price = priceStoredProduct(row);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    description: row.description,
    price: paiseToRupees(row.price),
    discount_type: row.discountType,
    discount: row.discountType === "amount" ? paiseToRupees(row.discount) : row.discount,
    discountPrice: paiseToRupees(price.discountPrice),
    discountPercentage: price.discountPercentage,
    category: row.category,
    quantity: row.unitLabel,
    stock: row.stock,
    available: row.available,
    archived: row.archivedAt !== null,
    brand: row.brand,
    tags: row.tags,
    benefits: row.benefits,
    key_ingredients: row.keyIngredients,
    how_to_use: row.howToUse,
    certifications: row.certifications,
    conditions_cured: row.conditionsCured,
    video: row.videoUrl,
    hsn_code: row.hsnCode,
    gst_rate: row.gstRate,
    weight_grams: row.weightGrams,
    search_synonyms: row.searchSynonyms,
    variants: variantSummary(row.variants),
    images: row.images.map((image) => ({ id: image.id, image: image.url, alt: image.alt, position: image.position })),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type PortalProductJson = ReturnType<typeof portalProductJson>;

/**
 * The rows a list query selects, as one SQL condition over `p` ("Product"); `threshold` is the
 * merchant's low-stock threshold (`getLowStockThreshold`).
 */
export function conditionOf(query: PortalProductFilters, threshold: number): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (query.search) {
    const text = query.search.toLowerCase();
    // The text anywhere in the search document, or a prefix of any size's SKU, active or not (case-insensitive;
    // SKUs are ASCII). The document already holds every active variant's SKU in lower case (the product's own
    // SKU is its default variant's), so only the inactive variants are read apart, by their partial index
    // ("ProductVariant_inactive_sku_idx"), into an array: PostgreSQL ORs it with the document's trigram index
    // (a BitmapOr) for a narrow search and walks the table's order for a broad one. An `IN (subquery)` in this
    // OR cannot be ORed with an index and scanned every product (docs/benchmarks.md, session 18).
    conditions.push(
      Prisma.sql`(p."searchText" LIKE ${containsPattern(text)} OR p.id = ANY (ARRAY(SELECT v."productId" FROM "ProductVariant" v WHERE NOT v.active AND lower(v.sku) LIKE ${prefixPattern(text)})))`,
    );
  }
  if (query.category) {
    // An array, not `IN (subquery)`: the category index then joins a search's bitmap once (a BitmapAnd), instead of
    // the search's index being read once per sub-category.
    conditions.push(
      Prisma.sql`p."categoryId" = ANY (ARRAY(SELECT id FROM "Category" WHERE id = ${query.category} OR "parentId" = ${query.category}))`,
    );
  }
  if (query.availability === "available") conditions.push(Prisma.sql`p."archivedAt" IS NULL AND p.available`);
  if (query.availability === "unavailable") conditions.push(Prisma.sql`p."archivedAt" IS NULL AND NOT p.available`);
  if (query.availability === "archived") conditions.push(Prisma.sql`p."archivedAt" IS NOT NULL`);
  if (query.stock === "in-stock") conditions.push(Prisma.sql`p.stock > ${threshold}`);
  if (query.stock === "low") conditions.push(Prisma.sql`p.stock BETWEEN 1 AND ${threshold}`);
  if (query.stock === "out") conditions.push(Prisma.sql`p.stock = 0`);
  if (query.synonyms === "with") conditions.push(Prisma.sql`cardinality(p."searchSynonyms") > 0`);
  if (query.synonyms === "without") conditions.push(Prisma.sql`cardinality(p."searchSynonyms") = 0`);
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

/** The portal's product table: the whole catalogue, newest changes first -> { results, count, low_stock_threshold }. */
export async function listPortalProducts(query: PortalProductQuery) {
  // Three reads side by side: the threshold (awaited first only when the stock filter needs it), the page's ids then
  // their rows, and the count (the longest for a search: it reads every match).
  const thresholdRead = getLowStockThreshold();
  const where = Prisma.sql`WHERE ${conditionOf(query, query.stock === "all" ? 0 : await thresholdRead)}`;
  const offset = (query.page - 1) * query.page_size;
  const pageRead = db.$queryRaw<
    { id: number }[]
  >`SELECT p.id FROM "Product" p ${where} ORDER BY p."updatedAt" DESC, p.id DESC LIMIT ${query.page_size} OFFSET ${offset}`.then(
    async (ids) => ({
      ids,
      rows: await db.product.findMany({ where: { id: { in: ids.map((row) => row.id) } }, include: PRODUCT_INCLUDE }),
    }),
  );
  const [{ ids, rows }, [{ count }], threshold] = await Promise.all([
    pageRead,
    db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "Product" p ${where}`,
    thresholdRead,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    results: ids.flatMap(({ id }) => (byId.has(id) ? [portalProductJson(byId.get(id)!)] : [])),
    count: Number(count),
    low_stock_threshold: threshold,
  };
}

export type PortalProductPage = Awaited<ReturnType<typeof listPortalProducts>>;

/**
 * How many products each of the dashboard's views holds, in one pass over the table, and the low-stock threshold
 * they use; `low_stock` is the restock list's count (its variants), not the table's filter.
 */
export async function countPortalProductViews(): Promise<
  Record<PortalProductView, number> & { low_stock_threshold: number }
> {
  const threshold = await getLowStockThreshold();
  const views = Object.entries(PORTAL_PRODUCT_VIEWS) as [
    PortalProductView,
    (typeof PORTAL_PRODUCT_VIEWS)[PortalProductView],
  ][];
  const counts = views.map(
    ([view, filters]) =>
      Prisma.sql`count(*) FILTER (WHERE ${conditionOf(portalProductFilters.parse(filters), threshold)})::int AS ${Prisma.raw(`"${view}"`)}`,
  );
  const [[row], restock] = await Promise.all([
    db.$queryRaw<Record<PortalProductView, number>[]>`SELECT ${Prisma.join(counts, ", ")} FROM "Product" p`,
    countRestock(threshold),
  ]);
  // Low stock counts what the restock list (/portal/stock) lists: one per variant, sold out included.
  return { ...row, low_stock: restock, low_stock_threshold: threshold };
}

export type PortalProductCounts = Awaited<ReturnType<typeof countPortalProductViews>>;

/**
 * The restock list's variants: active ones of products on sale at or below the threshold (the dashboard counts them),
 * as `FROM "ProductVariant" v JOIN "Product" p ... WHERE`: both sides are index-only scans (migrations
 * 20261128051000_portal_stock_reads and 20261128160000_restock_ids).
 */
function restockSql(threshold: number) {
  return Prisma.sql`"ProductVariant" v JOIN "Product" p ON p.id = v."productId"
    WHERE v.active AND v.stock <= ${threshold} AND p."archivedAt" IS NULL AND p.available`;
}

async function countRestock(threshold: number): Promise<number> {
  const [{ count }] = await db.$queryRaw<
    { count: number }[]
  >`SELECT count(*)::int AS count FROM ${restockSql(threshold)}`;
  return count;
}

/**
 * The restock list, one row per variant (docs/variants.md): the active variants of products on sale
 * (available, not archived) at or below the merchant's low-stock threshold, out of stock included,
 * fewest units first -> { results, count, low_stock_threshold }. A row is the product's JSON with the
 * variant's own `stock` and `variant: { id, sku, label }` (label "" for a product without options).
 */
export async function listLowStockProducts(page: { page: number; page_size: number }) {
  const threshold = await getLowStockThreshold();
  // The page's ids first, sorted over the indexes' narrow rows; then those variants whole (as listPortalProducts).
  const [ids, count] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      SELECT v.id FROM ${restockSql(threshold)}
      ORDER BY v.stock, p.name, v."productId", v.position, v.id
      LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`,
    countRestock(threshold),
  ]);
  const rows = await db.productVariant.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: { product: { include: PRODUCT_INCLUDE } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    results: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row
        ? [
            {
              ...portalProductJson(row.product),
              stock: row.stock,
              variant: { id: row.id, sku: row.sku, label: variantLabel(row.optionValues) },
            },
          ]
        : [];
    }),
    count,
    low_stock_threshold: threshold,
  };
}

export type LowStockPage = Awaited<ReturnType<typeof listLowStockProducts>>;

export async function getPortalProduct(id: number): Promise<PortalProductJson> {
  const row = await db.product.findUnique({ where: { id }, include: PRODUCT_INCLUDE });
  if (!row) throw productNotFound();
  return portalProductJson(row);
}

export type ProductFields = Partial<Omit<ProductCreate, "stock">>;

/** The columns a set of portal fields writes (rupees to paise; derived columns are added by `withDerived`). */
export function columnsOf(fields: ProductFields): Prisma.ProductUncheckedUpdateInput {
  const discountType = fields.discount_type;
  return {
    name: fields.name,
    sku: fields.sku,
    description: fields.description,
    price: fields.price === undefined ? undefined : rupeesToPaise(fields.price),
    discountType,
    categoryId: fields.category,
    unitLabel: fields.quantity,
    available: fields.available,
    brand: fields.brand,
    tags: fields.tags,
    benefits: fields.benefits,
    keyIngredients: fields.key_ingredients,
    howToUse: fields.how_to_use,
    certifications: fields.certifications,
    conditionsCured: fields.conditions_cured,
    videoUrl: fields.video,
    hsnCode: fields.hsn_code,
    gstRate: fields.gst_rate,
    weightGrams: fields.weight_grams,
    searchSynonyms: fields.search_synonyms,
  };
}

/** A discount is paise for an amount and a whole percent for a percent: it depends on the type it ends up with. */
export function discountColumn(fields: ProductFields, discountType: Product["discountType"]): number | undefined {
  if (fields.discount === undefined && fields.discount_type === undefined) return undefined;
  return storedDiscount(discountType, fields.discount ?? 0);
}

/** The stored product after the change, with salePrice and searchText recomputed from it (lib/domain/catalog). */
export function withDerived(current: Product | null, data: Prisma.ProductUncheckedUpdateInput) {
  const merged = {
    ...current,
    ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
  } as Product;
  if (merged.discountType === "amount" && merged.discount > merged.price) {
    throw new AppError(422, "invalid_discount", "A discount cannot be more than the price", { field: "discount" });
  }
  return { ...data, ...productDerivedFields(merged) };
}

async function ensureCategory(tx: Tx, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } }))) {
    throw new AppError(422, "unknown_category", "Choose a category that exists", { field: "category" });
  }
}

async function uniqueSlug(tx: Tx, name: string, exceptId?: number): Promise<string> {
  const base = productSlug(name);
  for (let suffix = 1; ; suffix += 1) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    const taken = await tx.product.findFirst({
      where: { slug, id: exceptId ? { not: exceptId } : undefined },
      select: { id: true },
    });
    if (!taken) return slug;
  }
}

export async function createProduct(input: ProductCreate, actor: Actor): Promise<PortalProductJson> {
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        await ensureCategory(tx, input.category);
        const columns = columnsOf(input);
        const data = withDerived(null, {
          ...columns,
          discount: discountColumn(input, input.discount_type) ?? 0,
          stock: input.stock,
          slug: await uniqueSlug(tx, input.name),
        });
        const created = await tx.product.create({
          data: data as Prisma.ProductUncheckedCreateInput,
          include: PRODUCT_INCLUDE,
        });
        await recordOpeningStock(tx, [created], "", actor.staffId);
        await recordAudit(tx, actor, {
          action: "create",
          entity: "product",
          entityId: created.id,
          after: portalProductJson(created),
        });
        return created;
      }),
    () =>
      input.sku ? skuTaken(input.sku) : new AppError(409, "conflict", "Another product already uses these details."),
  );
  revalidateProducts(row.id);
  return portalProductJson(row);
}

/**
 * Saves an edit made on the version the editor saw: the row is locked, and an older version is a
 * 409 (someone else saved in between), never a silent overwrite. Archiving hides the product from
 * the storefront and takes it off sale; restoring brings it back to the portal, still off sale.
 */
export async function updateProduct(id: number, patch: ProductPatch, actor: Actor): Promise<PortalProductJson> {
  const { version, archived, ...fields } = patch;
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product" WHERE id = ${id} FOR UPDATE`;
        if (!locked) throw productNotFound();
        const current = await tx.product.findUniqueOrThrow({ where: { id }, include: PRODUCT_INCLUDE });
        checkVersion(current.version, version, "product");
        await ensureCategory(tx, fields.category);
        const columns = columnsOf(fields);
        const discountType = fields.discount_type === undefined ? current.discountType : fields.discount_type;
        const data = withDerived(current, {
          ...columns,
          discount: discountColumn(fields, discountType),
          slug: fields.name && fields.name !== current.name ? await uniqueSlug(tx, fields.name, id) : undefined,
          ...(archived === undefined
            ? {}
            : archived
              ? { archivedAt: current.archivedAt ?? new Date(), available: false }
              : { archivedAt: null }),
          version: { increment: 1 },
        });
        const updated = await tx.product.update({ where: { id }, data, include: PRODUCT_INCLUDE });
        const change = changedFields(portalProductJson(current), portalProductJson(updated));
        const action =
          archived === true && !current.archivedAt
            ? "archive"
            : archived === false && current.archivedAt
              ? "restore"
              : "update";
        await recordAudit(tx, actor, { action, entity: "product", entityId: id, ...change });
        return updated;
      }),
    () =>
      fields.sku ? skuTaken(fields.sku) : new AppError(409, "conflict", "Another product already uses these details."),
  );
  revalidateProducts(id);
  return portalProductJson(row);
}

/** DELETE archives: orders keep the product, the storefront stops showing it. */
export async function archiveProduct(id: number, actor: Actor): Promise<PortalProductJson> {
  const current = await db.product.findUnique({ where: { id }, select: { version: true } });
  if (!current) throw productNotFound();
  return updateProduct(id, { version: current.version, archived: true }, actor);
}

/** A copy to start a similar product from: a new SKU, no stock, archived (the shop does not show it) until the editor restores it. */
export async function duplicateProduct(id: number, actor: Actor): Promise<PortalProductJson> {
  const source = await db.product.findUnique({ where: { id }, include: PRODUCT_INCLUDE });
  if (!source) throw productNotFound();
  const row = await db.$transaction(async (tx) => {
    const sku = await freeSku(tx, `${source.sku}-COPY`);
    const name = `Copy of ${source.name}`.slice(0, 200);
    const {
      id: _id,
      slug: _slug,
      sku: _sku,
      name: _name,
      stock: _stock,
      available: _available,
      archivedAt: _archivedAt,
      version: _version,
      ratingAverage: _ratingAverage,
      ratingCount: _ratingCount,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      category: _category,
      variants: _variants,
      images,
      ...copied
    } = source;
    const created = await tx.product.create({
      data: {
        ...copied,
        name,
        sku,
        slug: await uniqueSlug(tx, name),
        stock: 0,
        available: false,
        archivedAt: new Date(),
        images: { create: images.map((image) => ({ url: image.url, alt: image.alt, position: image.position })) },
      },
      include: PRODUCT_INCLUDE,
    });
    await recordAudit(tx, actor, {
      action: "duplicate",
      entity: "product",
      entityId: created.id,
      after: { ...portalProductJson(created), copied_from: id },
    });
    return created;
  });
  return portalProductJson(row);
}

async function freeSku(tx: Tx, wanted: string): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const sku = (suffix === 1 ? wanted : `${wanted}-${suffix}`).slice(0, 64);
    if (!(await tx.product.findUnique({ where: { sku }, select: { id: true } }))) return sku;
  }
}
