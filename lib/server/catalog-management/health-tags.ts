import "server-only";
import type { Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, unlessTaken } from "@/lib/server/errors";
import type { HealthTagCreate, HealthTagPatch } from "@/lib/validation/portal-content";
import { lockRow } from "./locks";

type Tx = Prisma.TransactionClient;

const INCLUDE = {
  products: {
    orderBy: [{ position: "asc" }, { productId: "asc" }],
    select: { productId: true, product: { select: { name: true, sku: true } } },
  },
} satisfies Prisma.HealthTagInclude;
type HealthTagRow = Prisma.HealthTagGetPayload<{ include: typeof INCLUDE }>;

const healthTagNotFound = () => new AppError(404, "health_tag_not_found", "Health tag not found");
const nameTaken = (name: string) =>
  new AppError(409, "health_tag_taken", `There is already a health tag named "${name}".`, { field: "name" });

/** What the audit log keeps of a tag: its fields and product ids in order. */
function auditedHealthTag(row: HealthTagRow) {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    position: row.position,
    product_ids: row.products.map((link) => link.productId),
    version: row.version,
  };
}

/** A tag with its products in order, by id and, for the editor's list, by name and SKU. */
export function portalHealthTagJson(row: HealthTagRow) {
  return {
    ...auditedHealthTag(row),
    products: row.products.map((link) => ({ id: link.productId, name: link.product.name, sku: link.product.sku })),
  };
}

export type PortalHealthTagJson = ReturnType<typeof portalHealthTagJson>;

export async function listPortalHealthTags(): Promise<{ results: PortalHealthTagJson[] }> {
  const rows = await db.healthTag.findMany({ include: INCLUDE, orderBy: [{ position: "asc" }, { id: "asc" }] });
  return { results: rows.map(portalHealthTagJson) };
}

/** One tag as the portal edits it; 404 when there is none. */
export async function getPortalHealthTag(id: number): Promise<PortalHealthTagJson> {
  const row = await db.healthTag.findUnique({ where: { id }, include: INCLUDE });
  if (!row) throw healthTagNotFound();
  return portalHealthTagJson(row);
}

/** Replaces the tag's products with `productIds`, in that order; an id that names no product is a 422. */
async function linkProducts(tx: Tx, healthTagId: number, productIds: number[]): Promise<void> {
  const found = await tx.product.findMany({ where: { id: { in: productIds } }, select: { id: true } });
  const unknown = productIds.filter((id) => !found.some((product) => product.id === id));
  if (unknown.length > 0)
    throw new AppError(422, "unknown_products", `No product has the id ${unknown.join(", ")}`, {
      field: "product_ids",
    });
  await tx.healthTagProduct.deleteMany({ where: { healthTagId } });
  await tx.healthTagProduct.createMany({
    data: productIds.map((productId, position) => ({ healthTagId, productId, position })),
  });
}

export async function createHealthTag(input: HealthTagCreate, actor: Actor): Promise<PortalHealthTagJson> {
  const { product_ids: productIds, ...fields } = input;
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const { id } = await tx.healthTag.create({ data: fields });
        await linkProducts(tx, id, productIds);
        const created = await tx.healthTag.findUniqueOrThrow({ where: { id }, include: INCLUDE });
        await recordAudit(tx, actor, {
          action: "create",
          entity: "health_tag",
          entityId: id,
          after: auditedHealthTag(created),
        });
        return created;
      }),
    () => nameTaken(input.name ?? ""),
  );
  revalidateProducts();
  return portalHealthTagJson(row);
}

export async function updateHealthTag(id: number, patch: HealthTagPatch, actor: Actor): Promise<PortalHealthTagJson> {
  const { product_ids: productIds, version, ...fields } = patch;
  const row = await unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        if (!(await lockRow(tx, "HealthTag", id))) throw healthTagNotFound();
        const current = await tx.healthTag.findUniqueOrThrow({ where: { id }, include: INCLUDE });
        checkVersion(current.version, version, "health tag");
        await tx.healthTag.update({ where: { id }, data: { ...fields, version: { increment: 1 } } });
        if (productIds) await linkProducts(tx, id, productIds);
        const updated = await tx.healthTag.findUniqueOrThrow({ where: { id }, include: INCLUDE });
        await recordAudit(tx, actor, {
          action: "update",
          entity: "health_tag",
          entityId: id,
          ...changedFields(auditedHealthTag(current), auditedHealthTag(updated)),
        });
        return updated;
      }),
    () => nameTaken(patch.name ?? ""),
  );
  revalidateProducts();
  return portalHealthTagJson(row);
}

export async function deleteHealthTag(id: number, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "HealthTag", id))) throw healthTagNotFound();
    const current = await tx.healthTag.findUniqueOrThrow({ where: { id }, include: INCLUDE });
    await tx.healthTag.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "health_tag",
      entityId: id,
      before: auditedHealthTag(current),
    });
  });
  revalidateProducts();
}
