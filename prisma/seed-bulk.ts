/**
 * Adds many generated products for benchmarks, on top of the normal seed:
 *
 *   npm run seed:bulk -- --products 50000
 *
 * Products are variations of the seeded catalogue (names, prices, stock, categories), so search,
 * filters and sorts behave as on real data. Existing bulk products are replaced.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { SEED_PRODUCTS } from "./seed-data/catalog";
import { productData } from "./seed";

const BATCH_SIZE = 2000;
const BULK_SLUG_PREFIX = "bulk-";
const VARIANTS = ["Classic", "Gold", "Pure", "Organic", "Royal", "Daily", "Advanced", "Herbal", "Family Pack", "Travel Size"];

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

async function main() {
  const count = argValue("products", 50000);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  try {
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
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
