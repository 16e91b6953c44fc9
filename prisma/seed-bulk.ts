/**
 * Adds many generated products and/or orders for benchmarks, on top of the normal seed:
 *
 *   npm run seed:bulk -- --products 50000
 *   npm run seed:bulk -- --orders 100000
 *
 * Products are variations of the seeded catalogue (names, prices, stock, categories), so search,
 * filters and sorts behave as on real data. Orders belong to generated customers, buy 1-3 seeded
 * products, and spread over every status, both payment methods and the last year. Existing bulk
 * products and orders are replaced. With no option, 50 000 products are added.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { SEED_PRODUCTS } from "./seed-data/catalog";
import { productData } from "./seed";

const BATCH_SIZE = 2000;
const BULK_SLUG_PREFIX = "bulk-";
const VARIANTS = [
  "Classic",
  "Gold",
  "Pure",
  "Organic",
  "Royal",
  "Daily",
  "Advanced",
  "Herbal",
  "Family Pack",
  "Travel Size",
];

const hasArg = (name: string) => process.argv.includes(`--${name}`);

function argValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

/** A small deterministic generator, so two bulk seeds produce the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

async function seedProducts(db: PrismaClient, count: number) {
  const leaves = await db.category.findMany({ where: { parentId: { not: null } }, select: { id: true } });
  if (leaves.length === 0) throw new Error("Seed the shop first (npm run db:seed).");
  await db.product.deleteMany({ where: { slug: { startsWith: BULK_SLUG_PREFIX } } });
  const next = random(42);
  const started = Date.now();
  for (let offset = 0; offset < count; offset += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - offset) }, (_, i) => {
      const n = offset + i;
      const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length];
      const variant = VARIANTS[Math.floor(n / SEED_PRODUCTS.length) % VARIANTS.length];
      const product = {
        ...base,
        name: `${base.name} ${variant} #${n + 1}`,
        slug: `${BULK_SLUG_PREFIX}${base.slug}-${n + 1}`,
        priceRupees: Math.round(99 + next() * 4900),
        stock: next() < 0.1 ? 0 : Math.floor(next() * 500),
        reviews: [],
      };
      return productData(product, leaves[n % leaves.length].id);
    });
    const created = await db.product.createManyAndReturn({ data: batch, select: { id: true, slug: true } });
    await db.productImage.createMany({
      data: created.map(({ id }, i) => {
        const base = SEED_PRODUCTS[(offset + i) % SEED_PRODUCTS.length];
        return { productId: id, url: base.images[0], alt: batch[i].name, position: 0 };
      }),
    });
  }
  await db.$executeRawUnsafe(`ANALYZE "Product"`);
  console.log(`Added ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const BULK_ORDER_PREFIX = "BULK-";
const BULK_PHONE_PREFIX = "+9190";
/** Every order's customer has about five orders. */
const ORDERS_PER_CUSTOMER = 5;

/**
 * `count` orders in four set-based statements (customers, orders, items, history) plus one that sets
 * each order's totals from its items; PostgreSQL generates the rows, nothing is looped in Node.
 * Names and notes carry commas and quotes so exports exercise CSV quoting. Shipping is left at 0:
 * the amounts only need to be consistent, not priced by the shop's rules.
 */
async function seedOrders(db: PrismaClient, count: number) {
  const started = Date.now();
  const customers = Math.max(1, Math.ceil(count / ORDERS_PER_CUSTOMER));
  await db.$executeRaw`DELETE FROM "Order" WHERE "orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`}`;
  await db.$executeRaw`
    INSERT INTO "Customer" (phone, name, email, "createdAt", "updatedAt")
    SELECT ${BULK_PHONE_PREFIX} || lpad(i::text, 8, '0'), 'Bulk "Shopper", No. ' || i, 'shopper' || i || '@example.in', now(), now()
    FROM generate_series(1, ${customers}) AS i
    ON CONFLICT (phone) DO NOTHING`;
  await db.$executeRaw`
    WITH c AS (
      SELECT id, phone, name, row_number() OVER (ORDER BY id) - 1 AS k FROM "Customer" WHERE phone LIKE ${`${BULK_PHONE_PREFIX}%`} LIMIT ${customers}
    ), states(k, status, "paymentStatus", "paymentMethod") AS (
      VALUES (0, 'pending', 'pending', 'cod'), (1, 'confirmed', 'pending', 'cod'), (2, 'processing', 'paid', 'prepaid'),
             (3, 'shipped', 'paid', 'prepaid'), (4, 'delivered', 'pending', 'cod'), (5, 'delivered', 'paid', 'prepaid'),
             (6, 'cancelled', 'failed', 'prepaid'), (7, 'refunded', 'refunded', 'prepaid')
    )
    INSERT INTO "Order" ("orderNumber", "customerId", status, "paymentStatus", "paymentMethod", "customerName", "customerEmail", "customerPhone",
                         "recipientName", "recipientPhone", "deliveryAddress", "deliveryCity", "deliveryState", "deliveryPincode",
                         "itemsOriginalTotal", subtotal, total, notes, "createdAt", "updatedAt")
    SELECT ${BULK_ORDER_PREFIX} || lpad(i::text, 8, '0'), c.id, s.status::"OrderStatus", s."paymentStatus"::"PaymentStatus", s."paymentMethod"::"PaymentMethod",
           c.name, 'shopper' || c.k || '@example.in', c.phone, c.name, c.phone, i || ', MG Road, "Near the temple"', 'Pune', 'Maharashtra', '411001',
           0, 0, 0, CASE WHEN i % 10 = 0 THEN 'Call before delivery, please' END, t.at, t.at
    FROM generate_series(1, ${count}) AS i
    JOIN c ON c.k = i % ${customers}
    JOIN states s ON s.k = i % 8
    CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'UTC') - ((i * 7919) % 525600) * interval '1 minute' AS at) t`;
  await db.$executeRaw`
    WITH p AS (
      SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names, array_agg(price ORDER BY id) AS prices,
             array_agg("salePrice" ORDER BY id) AS sale, count(*)::int AS n
      FROM "Product" WHERE slug NOT LIKE ${`${BULK_SLUG_PREFIX}%`}
    )
    INSERT INTO "OrderItem" ("orderId", "productId", "productName", quantity, "unitPrice", "discountPrice", "totalPrice")
    SELECT o.id, p.ids[x.j], p.names[x.j], x.q, p.prices[x.j], p.sale[x.j], p.sale[x.j] * x.q
    FROM "Order" o CROSS JOIN p
    CROSS JOIN LATERAL generate_series(0, o.id % 3) AS line
    CROSS JOIN LATERAL (SELECT 1 + (o.id * 7 + line * 13) % p.n AS j, 1 + (o.id + line) % 3 AS q) x
    WHERE o."orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`}`;
  await db.$executeRaw`
    UPDATE "Order" o SET "itemsOriginalTotal" = t.original, subtotal = t.sale, "productDiscount" = t.original - t.sale, total = t.sale
    FROM (
      SELECT i."orderId", sum(i."unitPrice" * i.quantity) AS original, sum(i."totalPrice") AS sale
      FROM "OrderItem" i JOIN "Order" b ON b.id = i."orderId" AND b."orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`}
      GROUP BY i."orderId"
    ) t
    WHERE t."orderId" = o.id`;
  await db.$executeRaw`
    INSERT INTO "OrderStatusHistory" ("orderId", status, "paymentStatus", "changedByName", notes, "changedAt")
    SELECT id, status, "paymentStatus", 'System', 'Bulk seed', "createdAt" FROM "Order" WHERE "orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`}`;
  await db.$executeRawUnsafe(`ANALYZE "Customer", "Order", "OrderItem", "OrderStatusHistory"`);
  console.log(`Added ${count} orders of ${customers} customers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function main() {
  const neither = !hasArg("products") && !hasArg("orders");
  const products = argValue("products", neither ? 50000 : 0);
  const orders = argValue("orders", 0);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  try {
    if (products > 0) await seedProducts(db, products);
    if (orders > 0) await seedOrders(db, orders);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
