import "server-only";
import { Prisma, type Coupon } from "@prisma/client";
import { COUPON_GROUP_LABELS } from "@/lib/domain/coupons";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, unlessTaken } from "@/lib/server/errors";
import {
  couponShapeProblem,
  type CouponCreate,
  type CouponPatch,
  type CouponQuery,
  type RedemptionQuery,
} from "@/lib/validation/coupons/management";

type Tx = Prisma.TransactionClient;
type CouponRow = Coupon & { eligiblePhones: { phone: string }[] };

const WITH_PHONES = {
  eligiblePhones: { select: { phone: true }, orderBy: { phone: "asc" } },
} satisfies Prisma.CouponInclude;

export const couponNotFound = () => new AppError(404, "coupon_not_found", "Coupon not found");
const codeTaken = (code: string) =>
  new AppError(409, "code_taken", `Another coupon already has the code ${code}.`, { field: "code" });

/** A coupon as the portal reads and writes it: the public coupon JSON's names plus every rule, money in rupees. */
export function portalCouponJson(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    group: row.group,
    type: COUPON_GROUP_LABELS[row.group],
    description: row.description,
    discount_type: row.discountType,
    discount: row.discountType === "amount" ? paiseToRupees(row.discount) : row.discount,
    max_discount: row.maxDiscount === null ? null : paiseToRupees(row.maxDiscount),
    min_cart_total: paiseToRupees(row.minCartTotal),
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    active: row.active,
    eligible_phones: row.eligiblePhones.map((entry) => entry.phone),
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

export type PortalCouponJson = ReturnType<typeof portalCouponJson>;

/** The columns a set of portal fields writes (rupees to paise). */
function columnsOf(
  fields: Partial<CouponCreate>,
  discountType: Coupon["discountType"],
): Prisma.CouponUncheckedUpdateInput {
  return {
    code: fields.code,
    group: fields.group,
    description: fields.description,
    discountType: fields.discount_type,
    discount:
      fields.discount === undefined
        ? undefined
        : discountType === "amount"
          ? rupeesToPaise(fields.discount)
          : fields.discount,
    maxDiscount:
      fields.max_discount === undefined
        ? undefined
        : fields.max_discount === null
          ? null
          : rupeesToPaise(fields.max_discount),
    minCartTotal: fields.min_cart_total === undefined ? undefined : rupeesToPaise(fields.min_cart_total),
    validFrom: fields.valid_from,
    validTo: fields.valid_to,
    usageLimit: fields.usage_limit,
    perCustomerLimit: fields.per_customer_limit,
    firstOrderOnly: fields.first_order_only,
    active: fields.active,
  };
}

function assertShape(coupon: PortalCouponJson) {
  const problem = couponShapeProblem({
    ...coupon,
    valid_from: new Date(coupon.valid_from),
    valid_to: new Date(coupon.valid_to),
  });
  if (problem) throw new AppError(422, "invalid_coupon", problem.message, { field: problem.field });
}

export async function listPortalCoupons(query: CouponQuery, now = new Date()) {
  const status: Prisma.CouponWhereInput =
    query.status === "active"
      ? { active: true, validTo: { gte: now } }
      : query.status === "paused"
        ? { active: false }
        : query.status === "expired"
          ? { validTo: { lt: now } }
          : {};
  const where: Prisma.CouponWhereInput = {
    ...status,
    group: query.group,
    code: query.search ? { contains: query.search, mode: "insensitive" } : undefined,
  };
  const [rows, count] = await Promise.all([
    db.coupon.findMany({
      where,
      include: WITH_PHONES,
      orderBy: { id: "desc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.coupon.count({ where }),
  ]);
  return { results: rows.map(portalCouponJson), count };
}

export type PortalCouponPage = Awaited<ReturnType<typeof listPortalCoupons>>;

export async function getPortalCoupon(id: number): Promise<PortalCouponJson> {
  const row = await db.coupon.findUnique({ where: { id }, include: WITH_PHONES });
  if (!row) throw couponNotFound();
  return portalCouponJson(row);
}

export async function createCoupon(input: CouponCreate, actor: Actor): Promise<PortalCouponJson> {
  return unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const { eligible_phones: phones, ...fields } = input;
        const data = {
          ...columnsOf(fields, input.discount_type),
          eligiblePhones: { create: phones.map((phone) => ({ phone })) },
        };
        const created = portalCouponJson(
          await tx.coupon.create({ data: data as Prisma.CouponCreateInput, include: WITH_PHONES }),
        );
        await recordAudit(tx, actor, { action: "create", entity: "coupon", entityId: created.id, after: created });
        return created;
      }),
    () => codeTaken(input.code ?? ""),
  );
}

/** Locks the coupon's row: checkouts redeeming it wait, and so does another edit. */
async function lockedCoupon(tx: Tx, id: number): Promise<CouponRow> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Coupon" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw couponNotFound();
  return tx.coupon.findUniqueOrThrow({ where: { id }, include: WITH_PHONES });
}

/**
 * Saves an edit made on the version the admin saw (an older one is a 409); the coupon it produces
 * must still make sense as a whole (a percent over 100, an end before the start, a special coupon
 * without phones are refused with 422). `active: false` pauses, `true` resumes.
 */
export async function updateCoupon(id: number, patch: CouponPatch, actor: Actor): Promise<PortalCouponJson> {
  const { version, eligible_phones: phones, ...fields } = patch;
  return unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const current = await lockedCoupon(tx, id);
        checkVersion(current.version, version, "coupon");
        const before = portalCouponJson(current);
        const discountType = fields.discount_type ?? current.discountType;
        // A new discount type without a new discount keeps the number the admin saw, read in the new unit.
        const discount = fields.discount ?? (fields.discount_type ? before.discount : undefined);
        if (phones) {
          await tx.couponEligibility.deleteMany({ where: { couponId: id } });
          await tx.couponEligibility.createMany({ data: phones.map((phone) => ({ couponId: id, phone })) });
        }
        const updated = await tx.coupon.update({
          where: { id },
          data: { ...columnsOf({ ...fields, discount }, discountType), version: { increment: 1 } },
          include: WITH_PHONES,
        });
        const after = portalCouponJson(updated);
        assertShape(after);
        const action =
          fields.active === false && current.active
            ? "pause"
            : fields.active === true && !current.active
              ? "resume"
              : "update";
        await recordAudit(tx, actor, { action, entity: "coupon", entityId: id, ...changedFields(before, after) });
        return after;
      }),
    () => codeTaken(fields.code ?? ""),
  );
}

/**
 * DELETE: a coupon nobody has redeemed or ordered with is removed (carts holding it drop it); one
 * with history is paused instead, so its orders and redemptions keep it.
 */
export async function removeCoupon(
  id: number,
  actor: Actor,
): Promise<{ outcome: "removed" | "paused"; coupon: PortalCouponJson }> {
  return db.$transaction(async (tx) => {
    const current = await lockedCoupon(tx, id);
    const before = portalCouponJson(current);
    const used =
      current.usedCount > 0 ||
      (await tx.couponRedemption.count({ where: { couponId: id } })) > 0 ||
      (await tx.order.count({ where: { couponId: id } })) > 0;
    if (!used) {
      await tx.coupon.delete({ where: { id } });
      await recordAudit(tx, actor, { action: "delete", entity: "coupon", entityId: id, before });
      return { outcome: "removed", coupon: before };
    }
    const paused = portalCouponJson(
      await tx.coupon.update({
        where: { id },
        data: { active: false, version: { increment: 1 } },
        include: WITH_PHONES,
      }),
    );
    await recordAudit(tx, actor, { action: "pause", entity: "coupon", entityId: id, ...changedFields(before, paused) });
    return { outcome: "paused", coupon: paused };
  });
}

export type CouponRemoval = Awaited<ReturnType<typeof removeCoupon>>;

/** Who redeemed the coupon, on which order, for how much; newest first. */
export async function listRedemptions(id: number, query: RedemptionQuery) {
  if (!(await db.coupon.findUnique({ where: { id }, select: { id: true } }))) throw couponNotFound();
  const where = { couponId: id };
  const [rows, count] = await Promise.all([
    db.couponRedemption.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
      include: {
        customer: { select: { phone: true, name: true } },
        order: { select: { orderNumber: true, status: true } },
      },
    }),
    db.couponRedemption.count({ where }),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    order_number: row.order.orderNumber,
    order_status: row.order.status,
    customer_id: row.customerId,
    customer_phone: row.customer.phone,
    customer_name: row.customer.name,
    amount: paiseToRupees(row.amount),
    created_at: row.createdAt.toISOString(),
  }));
  return { results, count };
}

export type RedemptionPage = Awaited<ReturnType<typeof listRedemptions>>;
