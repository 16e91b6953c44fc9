import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { db } from "@/lib/server/db";
import { backupDatabase, restoreDatabase } from "./backup";
import { withDatabase } from "./database";

afterAll(() => db.$disconnect());

type TableFigures = Record<string, { rows: number; sums: Record<string, string> }>;

/** Every table's row count, and the sum of each of its integer and numeric columns (money is integer paise). */
async function figures(url: string): Promise<TableFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
      data_type: string;
    }>(`
      SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2, c.ordinal_position`);
    const tables = new Map<string, string[]>();
    for (const column of columns) {
      const name = `"${column.table_schema}"."${column.table_name}"`;
      const summed = tables.get(name) ?? [];
      if (["integer", "bigint", "smallint", "numeric"].includes(column.data_type)) summed.push(column.column_name);
      tables.set(name, summed);
    }
    const result: TableFigures = {};
    for (const [table, summed] of tables) {
      const sums = summed.map((column) => `coalesce(sum("${column}"), 0)::text AS "${column}"`);
      const { rows } = await client.query(
        `SELECT count(*)::int AS "__rows"${sums.length ? `, ${sums.join(", ")}` : ""} FROM ${table}`,
      );
      const { __rows, ...rest } = rows[0];
      result[table] = { rows: __rows, sums: rest };
    }
    return result;
  } finally {
    await client.end();
  }
}

it("backs up a database with orders, invoices, stock history and uploads' records, and restores it whole into a new one", async () => {
  const source = process.env.DATABASE_URL!;
  const product = await db.product.findFirstOrThrow({ where: { stock: { gt: 2 } } });
  const customer = await db.customer.create({ data: { phone: "+919700033001", name: "Backup Shopper" } });
  const order = await db.order.create({
    data: {
      orderNumber: "ORD-BACKUP-1",
      customerId: customer.id,
      paymentMethod: "cod",
      status: "confirmed",
      paymentStatus: "pending",
      customerName: "Backup Shopper",
      customerPhone: customer.phone,
      recipientName: "Backup Shopper",
      recipientPhone: customer.phone,
      deliveryAddress: "12 MG Road",
      deliveryCity: "Pune",
      deliveryState: "Maharashtra",
      deliveryPincode: "411001",
      itemsOriginalTotal: 98_765,
      subtotal: 98_765,
      total: 98_765,
      items: {
        create: {
          productId: product.id,
          productName: product.name,
          quantity: 1,
          unitPrice: 98_765,
          discountPrice: 98_765,
          totalPrice: 98_765,
        },
      },
      history: { create: { status: "confirmed", changedByName: "Admin" } },
    },
  });
  await db.stockAdjustment.create({
    data: {
      productId: product.id,
      delta: 12,
      stockAfter: product.stock + 12,
      reason: "received",
      note: "Backup test delivery",
    },
  });
  await db.invoice.create({
    data: {
      orderId: order.id,
      number: "INV-BACKUP-1",
      financialYear: "2026-27",
      seller: { legalName: "Prakriti" },
      buyer: { name: "Backup Shopper" },
      placeOfSupply: "Maharashtra",
      placeOfSupplyCode: "27",
      intraState: false,
      lines: [],
      taxableValue: 88_183,
      cgst: 0,
      sgst: 0,
      igst: 10_582,
      total: 98_765,
    },
  });
  await db.productImage.create({
    data: { productId: product.id, url: "/media/products/backup-test.webp", alt: "Backup test", position: 99 },
  });
  await db.pendingUpload.create({ data: { path: "/media/categories/backup-test.webp", kind: "category" } });
  const before = await figures(source);
  for (const table of [
    "Order",
    "OrderItem",
    "Invoice",
    "StockAdjustment",
    "ProductImage",
    "PendingUpload",
    "_prisma_migrations",
  ]) {
    expect([table, before[`"public"."${table}"`]?.rows]).toEqual([table, expect.any(Number)]);
    expect(before[`"public"."${table}"`].rows).toBeGreaterThan(0);
  }
  expect(Number(before['"public"."Order"'].sums.total)).toBeGreaterThanOrEqual(98_765);

  const dir = mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const target = withDatabase(source, `${new URL(source).pathname.slice(1)}_restored`);
  try {
    const file = path.join(dir, "shop.dump");
    backupDatabase(source, file);
    await restoreDatabase(target, file);
    expect(await figures(target)).toEqual(before);
    // A second restore into the now-full database is refused, changing nothing.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty/);
    expect(await figures(target)).toEqual(before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: withDatabase(source, "postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(target).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
  }
});
