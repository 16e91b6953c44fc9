import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { productNotFound } from "@/lib/server/errors";
import { DB_INT_MAX } from "@/lib/validation/primitives";
import {
  cartNotFound,
  lineLimitReached,
  lineNotFound,
  notEnoughStock,
  outOfStock,
  variantNotFound,
  variantRequired,
  variantUnavailable,
} from "./errors";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart-limits";
import { CART_WITH_PRODUCTS, cartJson, type CartJson } from "./view";

/** Whose cart: a signed-in customer's (one each), or a guest's, whose id the browser keeps in a cookie. */
export type CartOwner = { customerId: number } | { guestCartId: string };

/** A line to add: the product, and the variant (size, pack) when the shopper chose one; without it, the default variant. */
export type CartLineInput = { productId: number; variantId?: number; quantity: number };

/** Which line of a product a change means: one variant's, or (without `variantId`) the product's only line. */
export type CartLineRef = { productId: number; variantId?: number };

/** A cart after a change; `removedCouponCode` is set when the change dropped an applied coupon. */
export type CartChange = CartJson & { couponRemoved: boolean; removedCouponCode: string | null };

type Tx = Prisma.TransactionClient;
type Stocked = { available: boolean; stock: number };

/** Twenty shoppers' requests may queue for the pool at once: wait for a connection rather than fail. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

export async function getCart(owner: CartOwner): Promise<CartJson> {
  const cart = await db.cart.findFirst({ where: ownerFilter(owner), include: CART_WITH_PRODUCTS });
  return cart ? cartJson(cart.id, cart.items, cart.coupon) : cartJson(null, []);
}

/** Adds each line (raising the quantity of a product already in the cart), all or nothing. */
export function addItems(owner: CartOwner, lines: readonly CartLineInput[]): Promise<CartChange> {
  return change(owner, async (tx, cartId) => {
    for (const line of lines) await addLine(tx, cartId, line);
    return lines.length > 0;
  });
}

export function addItem(owner: CartOwner, line: CartLineInput): Promise<CartChange> {
  return addItems(owner, [line]);
}

/**
 * Sets a line's quantity (checked against that variant's stock); 0 or below removes the line. Without a variant it
 * means the product's only line; when the cart holds two sizes of the product, the client must say which.
 */
export function setItemQuantity(owner: CartOwner, { quantity, ...ref }: CartLineInput): Promise<CartChange> {
  if (quantity < MIN_ORDER_QUANTITY) return removeItem(owner, ref);
  return change(owner, async (tx, cartId) => {
    const lines = await tx.cartItem.findMany({
      where: { cartId, productId: ref.productId, ...(ref.variantId === undefined ? {} : { variantId: ref.variantId }) },
      select: {
        id: true,
        product: { select: { available: true } },
        variant: { select: { active: true, stock: true } },
      },
      take: 2,
    });
    if (lines.length === 0) throw lineNotFound();
    if (lines.length > 1) throw variantRequired();
    const [line] = lines;
    assertOrderable(lineStock(line.product, line.variant), quantity);
    await tx.cartItem.update({ where: { id: line.id }, data: { quantity } });
    return true;
  });
}

/** Removes one variant's line, or without a variant every line of the product. */
export function removeItem(owner: CartOwner, ref: number | CartLineRef): Promise<CartChange> {
  const { productId, variantId } = typeof ref === "number" ? { productId: ref, variantId: undefined } : ref;
  return change(owner, async (tx, cartId) => {
    const { count } = await tx.cartItem.deleteMany({
      where: { cartId, productId, ...(variantId === undefined ? {} : { variantId }) },
    });
    return count > 0;
  });
}

/** Empties the cart and removes its coupon. */
export function clearCart(owner: CartOwner): Promise<CartChange> {
  return change(owner, async (tx, cartId) => {
    await tx.cartItem.deleteMany({ where: { cartId } });
    return true;
  });
}

/**
 * On sign-in: moves a guest cart's lines and coupon into the customer's cart (quantities add up,
 * capped at stock), then deletes the guest cart. Safe to call twice or concurrently: the second call finds
 * no guest cart and changes nothing.
 */
export async function mergeGuestCart(guestCartId: string, customerId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const [guestCart] = await tx.$queryRaw<{ couponId: number | null }[]>`
      SELECT "couponId" FROM "Cart" WHERE "id" = ${guestCartId} AND "customerId" IS NULL FOR UPDATE`;
    if (!guestCart) return;
    const guestLines = await tx.cartItem.findMany({
      where: { cartId: guestCartId },
      orderBy: [{ addedAt: "asc" }, { id: "asc" }],
      select: {
        productId: true,
        variantId: true,
        quantity: true,
        product: { select: { available: true } },
        variant: { select: { active: true, stock: true } },
      },
    });
    const cartId = await ensureCart(tx, { customerId });
    let changed = false;
    for (const { productId, variantId, quantity, product, variant } of guestLines) {
      const { available, stock } = lineStock(product, variant);
      if (!available || stock < MIN_ORDER_QUANTITY) continue;
      const cap = Math.min(stock, MAX_LINE_QUANTITY);
      // Per variant: the guest's 120 capsules add to the customer's 120 capsules, not to their 60.
      await tx.$executeRaw`
        INSERT INTO "CartItem" ("cartId", "productId", "variantId", "quantity") VALUES (${cartId}, ${productId}, ${variantId}, LEAST(${quantity}::int, ${cap}::int))
        ON CONFLICT ("cartId", "variantId") DO UPDATE SET "quantity" = LEAST("CartItem"."quantity" + EXCLUDED."quantity", ${cap}::int)`;
      changed = true;
    }
    // The coupon the shopper applied as a guest goes with the lines (checkout checks it again for
    // this customer); otherwise new lines clear the customer's coupon, like any other change.
    if (guestCart.couponId !== null)
      await tx.cart.update({ where: { id: cartId }, data: { couponId: guestCart.couponId } });
    else if (changed) await dropCoupon(tx, cartId);
    await tx.cart.delete({ where: { id: guestCartId } });
  }, TRANSACTION_OPTIONS);
}

/** Runs a change of the lines in one transaction; any real change clears an applied coupon. */
async function change(owner: CartOwner, apply: (tx: Tx, cartId: string) => Promise<boolean>): Promise<CartChange> {
  const { cartId, removedCouponCode } = await db.$transaction(async (tx) => {
    const id = await ensureCart(tx, owner);
    const changed = await apply(tx, id);
    return { cartId: id, removedCouponCode: changed ? await dropCoupon(tx, id) : null };
  }, TRANSACTION_OPTIONS);
  const cart = await db.cart.findUniqueOrThrow({ where: { id: cartId }, include: CART_WITH_PRODUCTS });
  return {
    ...cartJson(cart.id, cart.items, cart.coupon),
    couponRemoved: removedCouponCode !== null,
    removedCouponCode,
  };
}

async function addLine(tx: Tx, cartId: string, { productId, variantId, quantity }: CartLineInput): Promise<void> {
  const product = await tx.product.findUnique({ where: { id: productId }, select: { available: true } });
  if (!product) throw productNotFound();
  const variant = await chosenVariant(tx, productId, variantId);
  const stocked = lineStock(product, variant);
  assertOrderable(stocked, quantity);
  // One statement, so racing adds of the same variant meet on the (cartId, variantId) key and add up.
  const [line] = await tx.$queryRaw<{ quantity: number }[]>`
    INSERT INTO "CartItem" ("cartId", "productId", "variantId", "quantity") VALUES (${cartId}, ${productId}, ${variant.id}, ${quantity})
    ON CONFLICT ("cartId", "variantId") DO UPDATE SET "quantity" = "CartItem"."quantity" + EXCLUDED."quantity"
    RETURNING "quantity"`;
  assertOrderable(stocked, line.quantity);
}

type StockedVariant = { id: number; active: boolean; stock: number };

/** The variant a shopper chose (it must be this product's and on sale), or the product's default one. */
async function chosenVariant(tx: Tx, productId: number, variantId: number | undefined): Promise<StockedVariant> {
  const select = { id: true, productId: true, active: true, stock: true } as const;
  if (variantId === undefined) {
    const fallback = await tx.productVariant.findFirst({ where: { productId, isDefault: true }, select });
    if (!fallback) throw productNotFound();
    return fallback;
  }
  // The body's variant_id is any positive number; one PostgreSQL cannot hold names no variant.
  const variant =
    variantId <= DB_INT_MAX ? await tx.productVariant.findUnique({ where: { id: variantId }, select }) : null;
  if (!variant || variant.productId !== productId) throw variantNotFound();
  if (!variant.active) throw variantUnavailable();
  return variant;
}

/** A line's stock is its variant's; an inactive variant (or a line the trigger has not given one) cannot be sold. */
function lineStock(product: { available: boolean }, variant: { active: boolean; stock: number } | null): Stocked {
  if (!variant) return { available: false, stock: 0 };
  return { available: product.available && variant.active, stock: variant.stock };
}

function assertOrderable({ available, stock }: Stocked, quantity: number): void {
  if (!available || stock < MIN_ORDER_QUANTITY) throw outOfStock();
  if (quantity > stock) throw notEnoughStock(stock);
  if (quantity > MAX_LINE_QUANTITY) throw lineLimitReached(MAX_LINE_QUANTITY);
}

/**
 * The owner's cart id, creating the cart when missing. INSERT ... ON CONFLICT DO NOTHING makes racing
 * first requests of one browser (same cookie id) or one customer meet on the same row.
 */
async function ensureCart(tx: Tx, owner: CartOwner): Promise<string> {
  if ("customerId" in owner) {
    await tx.$executeRaw`
      INSERT INTO "Cart" ("id", "customerId", "updatedAt") VALUES (${randomUUID()}, ${owner.customerId}, now())
      ON CONFLICT ("customerId") DO NOTHING`;
    const cart = await tx.cart.findUniqueOrThrow({ where: { customerId: owner.customerId }, select: { id: true } });
    return cart.id;
  }
  await tx.$executeRaw`
    INSERT INTO "Cart" ("id", "updatedAt") VALUES (${owner.guestCartId}, now()) ON CONFLICT ("id") DO NOTHING`;
  const cart = await tx.cart.findUniqueOrThrow({ where: { id: owner.guestCartId }, select: { customerId: true } });
  // A guest id is only ever a guest cart's; anything else is a forged cookie.
  if (cart.customerId !== null) throw cartNotFound();
  return owner.guestCartId;
}

/** Clears the applied coupon (and marks the cart as touched); returns the dropped coupon's code. */
async function dropCoupon(tx: Tx, cartId: string): Promise<string | null> {
  const before = await tx.cart.findUniqueOrThrow({
    where: { id: cartId },
    select: { coupon: { select: { code: true } } },
  });
  await tx.cart.update({ where: { id: cartId }, data: { couponId: null } });
  return before.coupon?.code ?? null;
}

export function ownerFilter(owner: CartOwner): Prisma.CartWhereInput {
  return "customerId" in owner ? { customerId: owner.customerId } : { id: owner.guestCartId, customerId: null };
}
