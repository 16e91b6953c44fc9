// Row counts and stock/money sums a migration must keep (scripts/migration-at-size.sh prints them before and after).
import pg from "pg";
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const queries = {
  products: `SELECT count(*)::text, sum(stock)::text, sum(price)::text AS mrp, sum("salePrice")::text AS sale FROM "Product"`,
  variants: `SELECT count(*)::text, sum(stock)::text, sum(price)::text AS mrp, sum("salePrice")::text AS sale FROM "ProductVariant"`,
  orders: `SELECT count(*)::text, sum(total)::text FROM "Order"`,
  orderItems: `SELECT count(*)::text, sum(quantity)::text, count("variantId")::text AS with_variant FROM "OrderItem"`,
  payments: `SELECT count(*)::text FROM "Payment"`,
  refunds: `SELECT count(*)::text FROM "Refund"`,
  cartItems: `SELECT count(*)::text FROM "CartItem"`,
  stockAdjustments: `SELECT count(*)::text FROM "StockAdjustment"`,
  customers: `SELECT count(*)::text FROM "Customer"`,
  invoices: `SELECT count(*)::text FROM "Invoice"`,
  creditNotes: `SELECT count(*)::text FROM "CreditNote"`,
  newsletter: `SELECT count(*)::text FROM "NewsletterSubscriber"`,
  stockAlerts: `SELECT count(*)::text FROM "StockAlert"`,
  consents: `SELECT count(*)::text FROM "Consent"`,
  history: `SELECT count(*)::text FROM "OrderStatusHistory"`,
  searchText: `SELECT count(*)::text, sum(length("searchText"))::text FROM "Product"`,
};
const out = {};
for (const [name, sql] of Object.entries(queries)) {
  try {
    out[name] = (await client.query(sql)).rows[0];
  } catch (e) {
    out[name] = "ERR " + e.message.split("\n")[0];
  }
}
console.log(JSON.stringify(out, null, 1));
await client.end();
