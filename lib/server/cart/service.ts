import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { MIN_ORDER_QUANTITY } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { productNotFound } from "@/lib/server/errors";
import { cartNotFound, lineLimitReached, lineNotFound, notEnoughStock, outOfStock } from "./errors";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart-limits";
import { CART_WITH_PRODUCTS, cartJson, type CartJson } from "./view";

/** Whose cart: a signed-in customer's (one each), or a guest's, whose id the browser keeps in a cookie. */
export type CartOwner = { customerId: number } | { guestCartId: string };

export type CartLineInput = { productId: number; quantity: number };

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

/** Sets a line's quantity; 0 or below removes the line. */
export function setItemQuantity(owner: CartOwner, { productId, quantity }: CartLineInput): Promise<CartChange> {
  if (quantity < MIN_ORDER_QUANTITY) return removeItem(owner, productId);
  return change(owner, async (tx, cartId) => {
    const line = await tx.cartItem.findUnique({
      where: { cartId_productId: { cartId, productId } },
      select: { product: { select: { available: true, stock: true } } },
    });
    if (!line) throw lineNotFound();
    assertOrderable(line.product, quantity);
    await tx.cartItem.update({ where: { cartId_productId: { cartId, productId } }, data: { quantity } });
    return true;
  });
}

export function removeItem(owner: CartOwner, productId: number): Promise<CartChange> {
  return change(owner, async (tx, cartId) => {
    const { count } = await tx.cartItem.deleteMany({ where: { cartId, productId } });
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
      select: { productId: true, quantity: true, product: { select: { available: true, stock: true } } },
    });
    const cartId = await ensureCart(tx, { customerId });
    let changed = false;
    for (const { productId, quantity, product } of guestLines) {
      if (!product.available || product.stock < MIN_ORDER_QUANTITY) continue;
      const cap = Math.min(product.stock, MAX_LINE_QUANTITY);
      await tx.$executeRaw`
        INSERT INTO "CartItem" ("cartId", "productId", "quantity") VALUES (${cartId}, ${productId}, LEAST(${quantity}::int, ${cap}::int))
        ON CONFLICT ("cartId", "productId") DO UPDATE SET "quantity" = LEAST("CartItem"."quantity" + EXCLUDED."quantity", ${cap}::int)`;
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

async function addLine(tx: Tx, cartId: string, { productId, quantity }: CartLineInput): Promise<void> {
  const product = await tx.product.findUnique({ where: { id: productId }, select: { available: true, stock: true } });
  if (!product) throw productNotFound();
  assertOrderable(product, quantity);
  // One statement, so racing adds of the same product meet on the (cartId, productId) key and add up.
  const [line] = await tx.$queryRaw<{ quantity: number }[]>`
    INSERT INTO "CartItem" ("cartId", "productId", "quantity") VALUES (${cartId}, ${productId}, ${quantity})
    ON CONFLICT ("cartId", "productId") DO UPDATE SET "quantity" = "CartItem"."quantity" + EXCLUDED."quantity"
    RETURNING "quantity"`;
  assertOrderable(product, line.quantity);
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
