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
import { Prisma, PrismaClient } from "@prisma/client";
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
  const sized = await seedVariants(db);
  await db.$executeRawUnsafe(`ANALYZE "Product", "ProductVariant", "ProductOption"`);
  console.log(
    `Added ${count} products (${sized} of them in 2-4 sizes) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * Gives about a third of the bulk products pack sizes, as the seeded ones have (prisma/seed-data/variants.ts, the way
 * docs/variants.md says): the default variant (the product's own size, its unitLabel or "Regular") becomes the first
 * value of a "Size" option, then 1 to 3 more in turn (2, 3 or 4 sizes a product): a "Double pack" (1.8x the price, whole
 * tens of rupees), a "Family pack" (3.2x, 10 % off) and a "Value pack" (5x, 15 % off); some sizes are sold out. Three
 * set-based statements; the variants' trigger keeps each product's summary (lowest price, summed stock).
 */
async function seedVariants(db: PrismaClient): Promise<number> {
  const sized = Prisma.sql`p.slug LIKE ${`${BULK_SLUG_PREFIX}%`} AND p.id % 3 = 0`;
  const base = Prisma.sql`coalesce(nullif(p."unitLabel", ''), 'Regular')`;
  const sizes = Prisma.sql`(2 + (p.id / 3) % 3)`;
  const options = await db.$executeRaw`
    INSERT INTO "ProductOption" ("productId", name, position, values)
    SELECT p.id, 'Size', 0, (ARRAY[${base}, 'Double pack', 'Family pack', 'Value pack'])[1:${sizes}]
    FROM "Product" p WHERE ${sized}`;
  await db.$executeRaw`
    UPDATE "ProductVariant" v SET "optionValues" = ARRAY[${base}], "unitLabel" = ${base}
    FROM "Product" p WHERE v."productId" = p.id AND v."isDefault" AND ${sized}`;
  await db.$executeRaw`
    INSERT INTO "ProductVariant" ("productId", sku, position, "optionValues", price, "discountType", discount, "salePrice",
                                  stock, "unitLabel", "weightGrams")
    SELECT p.id, p.sku || s.suffix, s.position, ARRAY[s.value], x.price, s.type::"DiscountType", s.discount,
           x.price - (x.price * s.discount) / 100, CASE WHEN (p.id + s.position) % 10 = 0 THEN 0 ELSE (p.id * 7 + s.position * 13) % 300 END,
           s.value, p."weightGrams" * s.position * 2
    FROM "Product" p
    CROSS JOIN (VALUES (1, 'Double pack', '-2X', 180, NULL, 0), (2, 'Family pack', '-FAM', 320, 'percent', 10),
                       (3, 'Value pack', '-5X', 500, 'percent', 15))
      AS s(position, value, suffix, factor, type, discount)
    CROSS JOIN LATERAL (SELECT (p.price * s.factor / 100 / 1000) * 1000 AS price) x
    WHERE ${sized} AND s.position < ${sizes}`;
  return options;
}

const BULK_ORDER_PREFIX = "BULK-";
const BULK_PHONE_PREFIX = "+9190";
const BULK_INVOICE_PREFIX = "BULK/";
/** Every order's customer has about five orders. */
const ORDERS_PER_CUSTOMER = 5;

/**
 * `count` orders in four set-based statements (customers, orders, items, history) plus one that sets
 * each order's totals from its items; PostgreSQL generates the rows, nothing is looped in Node.
 * Names and notes carry commas and quotes so exports exercise CSV quoting. Shipping is left at 0:
 * the amounts only need to be consistent, not priced by the shop's rules.
 */
/**
 * The rollups' triggers (migrations order_day_rollup, order_product_sales and gstr1_line_sums): off while the bulk
 * statements run, a trigger call for each of the 100 000 rows of each statement.
 */
const ROLLUP_TRIGGERS: Record<string, string[]> = {
  Order: ["OrderDayRollup_order_insert_delete", "OrderDayRollup_order_update", "OrderProductSale_order"],
  OrderItem: ["OrderProductSale_item"],
  Refund: ["OrderDayRollup_refund", "OrderProductSale_refund"],
  Invoice: ["Gstr1LineSum_invoice"],
};

/** `count` orders as `writeOrders` writes them with the rollups' triggers off, then the rollups rebuilt in one pass each. */
async function seedOrders(db: PrismaClient, count: number) {
  const triggers = async (state: "ENABLE" | "DISABLE") => {
    for (const [table, names] of Object.entries(ROLLUP_TRIGGERS))
      await db.$executeRawUnsafe(
        `ALTER TABLE "${table}" ${names.map((name) => `${state} TRIGGER "${name}"`).join(", ")}`,
      );
  };
  await triggers("DISABLE");
  try {
    await writeOrders(db, count);
  } finally {
    await triggers("ENABLE");
  }
  await db.$executeRaw`SELECT order_day_rollup_rebuild()`;
  await db.$executeRaw`SELECT order_product_sales_rebuild()`;
  await db.$executeRaw`SELECT gstr1_line_sums_rebuild()`;
}

async function writeOrders(db: PrismaClient, count: number) {
  const started = Date.now();
  const customers = Math.max(1, Math.ceil(count / ORDERS_PER_CUSTOMER));
  // Their shipments, NDR attempts and returns go with them (ON DELETE CASCADE); an invoice holds its order (RESTRICT).
  await db.$executeRaw`DELETE FROM "Invoice" WHERE number LIKE ${`${BULK_INVOICE_PREFIX}%`}`;
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
  // Staff notes on every twentieth order (the list's search reads them), four kinds of text.
  await db.$executeRaw`
    INSERT INTO "OrderNote" ("orderId", "staffName", body, "createdAt")
    SELECT id, 'Admin',
           (ARRAY['Customer asked to call before delivery', 'Leave the parcel with the security guard',
                  'Wants the GST invoice in the company''s name', 'Asked on the phone about a refund; checking with the courier'])[1 + (id / 20) % 4],
           "createdAt" + interval '3 hours'
    FROM "Order" WHERE "orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`} AND id % 20 = 0`;
  await seedAfterSales(db);
  await db.$executeRawUnsafe(
    `ANALYZE "Customer", "Order", "OrderItem", "OrderStatusHistory", "OrderNote", "Shipment", "NdrAttempt", "ReturnRequest", "ReturnLine", "ReturnStep", "Invoice"`,
  );
  console.log(`Added ${count} orders of ${customers} customers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * What happens after the sale, for the back office's queues at size: a shipment for every shipped or delivered bulk
 * order (a fifth of the shipped ones undelivered, a fifth returned to origin), 1-3 failed delivery attempts (NDR) for
 * those, some answered; a return of one unit for every tenth delivered order, spread over the return statuses; and a
 * GST invoice for each shipped or delivered order.
 */
async function seedAfterSales(db: PrismaClient) {
  const bulk = Prisma.sql`o."orderNumber" LIKE ${`${BULK_ORDER_PREFIX}%`}`;
  await db.$executeRaw`
    INSERT INTO "Shipment" ("orderId", carrier, "courierName", "trackingNumber", status, "invoiceNumber", country, "createdAt", "updatedAt")
    SELECT o.id, 'shiprocket', 'Delhivery Surface', 'BULKAWB' || lpad(o.id::text, 9, '0'),
           (CASE WHEN o.status = 'delivered' THEN 'delivered' WHEN o.id % 5 = 0 THEN 'undelivered' WHEN o.id % 5 = 1 THEN 'rto'
                 ELSE 'in_transit' END)::"ShipmentStatus",
           'INV-' || o."orderNumber", 'India', o."createdAt" + interval '1 day', o."createdAt" + interval '2 days'
    FROM "Order" o WHERE ${bulk} AND o.status IN ('shipped', 'delivered')`;
  await db.$executeRaw`
    INSERT INTO "NdrAttempt" ("shipmentId", "orderId", attempt, reason, "occurredAt", action, "actionByName", "actionAt", "createdAt")
    SELECT s.id, s."orderId", a, CASE WHEN a % 2 = 1 THEN 'Customer not available' ELSE 'Address incomplete' END,
           s."createdAt" + a * interval '1 day',
           CASE WHEN s.status = 'rto' THEN 'return' WHEN a < 1 + s.id % 3 OR s.id % 4 = 0 THEN 'reattempt' END,
           CASE WHEN s.status = 'rto' OR a < 1 + s.id % 3 OR s.id % 4 = 0 THEN 'Admin' ELSE '' END,
           CASE WHEN s.status = 'rto' OR a < 1 + s.id % 3 OR s.id % 4 = 0 THEN s."createdAt" + a * interval '1 day' + interval '2 hours' END,
           s."createdAt" + a * interval '1 day'
    FROM "Shipment" s JOIN "Order" o ON o.id = s."orderId"
    CROSS JOIN LATERAL generate_series(1, 1 + s.id % 3) AS a
    WHERE ${bulk} AND s.status IN ('undelivered', 'rto')`;
  await db.$executeRaw`
    INSERT INTO "ReturnRequest" (number, "orderId", "customerId", status, reason, "createdAt", "updatedAt")
    SELECT o."orderNumber" || '-R1', o.id, o."customerId",
           (ARRAY['requested', 'approved', 'rejected', 'pickup_scheduled', 'in_transit', 'received', 'refunded', 'closed'])[1 + (o.id / 10) % 8]::"ReturnStatus",
           'Damaged in transit', o."createdAt" + interval '5 days', o."createdAt" + interval '6 days'
    FROM "Order" o WHERE ${bulk} AND o.status = 'delivered' AND o.id % 10 = 5 AND o."customerId" IS NOT NULL`;
  await db.$executeRaw`
    INSERT INTO "ReturnLine" ("returnId", "orderItemId", quantity)
    SELECT r.id, (SELECT min(i.id) FROM "OrderItem" i WHERE i."orderId" = r."orderId"), 1
    FROM "ReturnRequest" r JOIN "Order" o ON o.id = r."orderId" WHERE ${bulk}`;
  await db.$executeRaw`
    INSERT INTO "ReturnStep" ("returnId", status, "byName", at)
    SELECT r.id, 'requested', o."customerName", r."createdAt" FROM "ReturnRequest" r JOIN "Order" o ON o.id = r."orderId" WHERE ${bulk}`;
  // A GST invoice for every shipped or delivered order, issued when ordered (GSTR-1 reads them by month): 12 % GST,
  // intra-state (Pune), each line's tax split into CGST and SGST as lib/domain/gst-invoice.ts stores them.
  await db.$executeRaw`
    WITH li AS (
      SELECT i."orderId", i.id, i."productName", i.quantity, i."discountPrice", i."totalPrice",
             round(i."totalPrice" * 100 / 112.0)::int AS taxable
      FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId" WHERE ${bulk} AND o.status IN ('shipped', 'delivered')
    ), lt AS (
      SELECT "orderId",
             jsonb_agg(jsonb_build_object('kind', 'item', 'description', "productName", 'hsn', '3004', 'quantity', quantity,
               'unit', 'NOS', 'unitPrice', "discountPrice", 'gross', "totalPrice", 'discount', 0, 'taxableValue', taxable,
               'gstRate', 12, 'cgst', ("totalPrice" - taxable) / 2, 'sgst', ("totalPrice" - taxable) - ("totalPrice" - taxable) / 2,
               'igst', 0, 'amount', "totalPrice") ORDER BY id) AS lines,
             sum(taxable)::int AS taxable, sum(("totalPrice" - taxable) / 2)::int AS cgst,
             sum(("totalPrice" - taxable) - ("totalPrice" - taxable) / 2)::int AS sgst, sum("totalPrice")::int AS total
      FROM li GROUP BY "orderId"
    )
    INSERT INTO "Invoice" ("orderId", number, "financialYear", "issuedAt", seller, buyer, "placeOfSupply", "placeOfSupplyCode",
                           "intraState", lines, "taxableValue", cgst, sgst, igst, total)
    SELECT o.id, ${BULK_INVOICE_PREFIX} || o."orderNumber",
           CASE WHEN extract(month FROM o."createdAt") >= 4
             THEN to_char(o."createdAt", 'YY') || '-' || to_char(o."createdAt" + interval '1 year', 'YY')
             ELSE to_char(o."createdAt" - interval '1 year', 'YY') || '-' || to_char(o."createdAt", 'YY') END,
           o."createdAt",
           jsonb_build_object('legalName', 'Bulk Ayurveda Pvt Ltd', 'gstin', '27AAACB1234C1Z5', 'address', 'Pune',
             'stateName', 'Maharashtra', 'stateCode', '27', 'signatoryName', 'Bench'),
           jsonb_build_object('name', o."customerName", 'phone', o."customerPhone", 'address', jsonb_build_array(o."deliveryAddress", 'Pune')),
           'Maharashtra', '27', true, lt.lines, lt.taxable, lt.cgst, lt.sgst, 0, lt.total
    FROM lt JOIN "Order" o ON o.id = lt."orderId"`;
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
