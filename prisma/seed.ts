/**
 * Seeds the shop: categories, products, health tags, slides, company settings, coupons,
 * pincodes and (outside production, or with explicit credentials) the staff accounts.
 *
 *   npx tsx prisma/seed.ts            seed an empty database (does nothing when already seeded)
 *   npx tsx prisma/seed.ts --reset    empty every table first, then seed
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@prisma/client";
import bcrypt from "bcryptjs";
import { priceStoredProduct, productDerivedFields, ratingSummary } from "../lib/domain/catalog";
import { seedSearchSynonyms } from "./seed-data/synonyms";
import { rupeesToPaise } from "../lib/domain/money";
import { SEED_CATEGORIES, SEED_HEALTH_TAGS, SEED_PRODUCTS } from "./seed-data/catalog";
import { SEED_COMPANY, SEED_COUPONS, SEED_GST_DETAILS, SEED_PINCODES, SEED_SLIDES } from "./seed-data/content";
import { SEED_POLICIES } from "./seed-data/policies";
import { SEED_VARIANTS } from "./seed-data/variants";
import type { SeedProduct } from "./seed-data/types";

const DAY_MS = 24 * 60 * 60 * 1000;

function daysFromNow(days: number, now: Date): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

async function seedCategories(db: PrismaClient): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, category] of SEED_CATEGORIES.entries()) {
    const { children, ...fields } = category;
    const parent = await db.category.create({ data: { ...fields, position } });
    ids.set(category.slug, parent.id);
    for (const [childPosition, child] of children.entries()) {
      const created = await db.category.create({
        data: { ...child, image: category.image, position: childPosition, parentId: parent.id },
      });
      ids.set(`${category.slug}/${child.slug}`, created.id);
    }
  }
  return ids;
}

export function productData(product: SeedProduct, categoryId: number): Prisma.ProductUncheckedCreateInput {
  const price = rupeesToPaise(product.priceRupees);
  const discount = product.discountType === "amount" ? rupeesToPaise(product.discount) : product.discount;
  const searchSynonyms = seedSearchSynonyms(product.name);
  return {
    name: product.name,
    slug: product.slug,
    // Seeded products are keyed by their slug; the merchant's own SKUs replace these in the portal.
    sku: product.slug.toUpperCase(),
    description: product.description,
    brand: product.brand,
    price,
    discountType: product.discountType,
    discount: product.discountType ? discount : 0,
    stock: product.stock,
    available: product.available,
    unitLabel: product.unitLabel,
    weightGrams: product.weightGrams,
    hsnCode: product.hsnCode,
    gstRate: product.gstRatePercent,
    tags: product.tags,
    benefits: product.benefits,
    keyIngredients: product.keyIngredients,
    certifications: product.certifications,
    howToUse: product.howToUse,
    conditionsCured: product.conditionsCured,
    videoUrl: product.videoUrl ?? null,
    ...ratingSummary(product.reviews.map((review) => review.rating)),
    searchSynonyms,
    ...productDerivedFields({ ...product, searchSynonyms, price, discount, discountType: product.discountType }),
    categoryId,
  };
}

async function seedProducts(db: PrismaClient, categoryIds: Map<string, number>, now: Date): Promise<void> {
  const tags = new Map<string, number>();
  for (const [position, tag] of SEED_HEALTH_TAGS.entries()) {
    const created = await db.healthTag.create({ data: { ...tag, position } });
    tags.set(tag.name, created.id);
  }
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    const categoryId =
      categoryIds.get(`${product.category}/${product.subCategory}`) ?? categoryIds.get(product.category);
    if (!categoryId)
      throw new Error(`Unknown category for ${product.slug}: ${product.category}/${product.subCategory}`);
    await db.product.create({
      data: {
        ...productData(product, categoryId),
        images: { create: product.images.map((url, position) => ({ url, position, alt: product.name })) },
        reviews: {
          create: product.reviews.map((review) => ({
            author: review.author,
            rating: review.rating,
            title: review.title,
            body: review.body,
            createdAt: daysFromNow(-review.daysAgo, now),
          })),
        },
        // A tag recommends first the products it is the first concern of, then those it is the second of, and so on, each in catalogue order.
        healthTags: {
          create: product.healthTags.map((name, place) => ({
            healthTagId: tags.get(name)!,
            position: place * SEED_PRODUCTS.length + index,
          })),
        },
        // The opening stock is the first row of the product's stock history, as for a product made in the portal.
        stockAdjustments: {
          create:
            product.stock > 0
              ? [{ delta: product.stock, stockAfter: product.stock, reason: "opening", note: "Seeded", createdAt: now }]
              : [],
        },
      },
    });
  }
}

/**
 * Turns a few seeded products into pack sizes (prisma/seed-data/variants.ts) the way docs/variants.md says: the product
 * already has its default variant (made from its own columns), which becomes the first value of its one option; the
 * other sizes are created after it, each with its opening stock as the first row of its own stock history.
 */
async function seedVariants(db: PrismaClient, now: Date): Promise<void> {
  for (const entry of SEED_VARIANTS) {
    const product = await db.product.findUniqueOrThrow({
      where: { slug: entry.slug },
      select: { id: true, name: true, sku: true, unitLabel: true },
    });
    await db.productOption.create({
      data: {
        productId: product.id,
        name: entry.option,
        position: 0,
        values: [product.unitLabel, ...entry.variants.map((variant) => variant.value)],
      },
    });
    await db.productVariant.updateMany({
      where: { productId: product.id, isDefault: true },
      data: { optionValues: [product.unitLabel], position: 0 },
    });
    // Each added size's own pack shot goes after the product's images; the size shows it when chosen.
    const images = await db.productImage.count({ where: { productId: product.id } });
    await db.productImage.createMany({
      data: entry.variants.map((variant, index) => ({
        productId: product.id,
        url: variant.image,
        alt: `${product.name}, ${variant.value}`,
        position: images + index,
      })),
    });
    for (const [index, variant] of entry.variants.entries()) {
      const price = rupeesToPaise(variant.priceRupees);
      const discount = variant.discountType === "amount" ? rupeesToPaise(variant.discount) : variant.discount;
      const pricing = { price, discountType: variant.discountType, discount: variant.discountType ? discount : 0 };
      await db.productVariant.create({
        data: {
          productId: product.id,
          sku: `${product.sku}${variant.skuSuffix}`,
          position: index + 1,
          optionValues: [variant.value],
          ...pricing,
          salePrice: priceStoredProduct(pricing).discountPrice,
          stock: variant.stock,
          unitLabel: variant.value,
          weightGrams: variant.weightGrams,
          imageUrls: [variant.image],
          stockAdjustments:
            variant.stock > 0
              ? {
                  create: [
                    {
                      productId: product.id,
                      delta: variant.stock,
                      stockAfter: variant.stock,
                      reason: "opening",
                      note: "Seeded",
                      createdAt: now,
                    },
                  ],
                }
              : undefined,
        },
      });
    }
  }
}

async function seedContent(db: PrismaClient, now: Date): Promise<void> {
  await db.slide.createMany({ data: SEED_SLIDES.map((slide, position) => ({ ...slide, position })) });
  await db.storeSettings.create({
    data: {
      id: 1,
      companyName: SEED_COMPANY.name,
      logo: SEED_COMPANY.logo,
      tagline: SEED_COMPANY.tagline,
      slogan: SEED_COMPANY.slogan,
      email: SEED_COMPANY.email,
      phone: SEED_COMPANY.phone,
      address: SEED_COMPANY.address,
      merchantEmail: SEED_COMPANY.email,
      policies: SEED_POLICIES,
      ...SEED_GST_DETAILS,
    },
  });
  await db.pincode.createMany({ data: SEED_PINCODES });
  for (const coupon of SEED_COUPONS) {
    await db.coupon.create({
      data: {
        code: coupon.code.toUpperCase(),
        group: coupon.group,
        description: coupon.description,
        discountType: coupon.discountType,
        discount: coupon.discountType === "amount" ? rupeesToPaise(coupon.discount) : coupon.discount,
        maxDiscount: coupon.maxDiscountRupees ? rupeesToPaise(coupon.maxDiscountRupees) : null,
        minCartTotal: coupon.minCartRupees ? rupeesToPaise(coupon.minCartRupees) : 0,
        validFrom: daysFromNow(coupon.validFromDaysFromNow, now),
        validTo: daysFromNow(coupon.validToDaysFromNow, now),
        usageLimit: coupon.group === "one_time" ? 1 : (coupon.usageLimit ?? null),
        perCustomerLimit: coupon.perCustomerLimit ?? null,
        firstOrderOnly: coupon.firstOrderOnly ?? false,
        eligiblePhones: { create: (coupon.specialForPhones ?? []).map((phone) => ({ phone })) },
      },
    });
  }
}

type StaffSeed = { username: string; password: string; name: string; role: "admin" | "editor" };

/** Development accounts have known defaults; production gets staff only from explicit variables. */
export function staffToSeed(env: NodeJS.ProcessEnv = process.env): StaffSeed[] {
  const production = env.NODE_ENV === "production";
  const account = (role: StaffSeed["role"], devUser: string, devPassword: string): StaffSeed | null => {
    const prefix = `SEED_${role.toUpperCase()}`;
    const username = env[`${prefix}_USERNAME`] ?? (production ? undefined : devUser);
    const password = env[`${prefix}_PASSWORD`] ?? (production ? undefined : devPassword);
    if (!username || !password) return null;
    // Stored lower-case like every account the portal creates; sign-in reads any case.
    return {
      username: username.trim().toLowerCase(),
      password,
      role,
      name: role === "admin" ? "Store Admin" : "Catalogue Editor",
    };
  };
  return [account("admin", "admin", "admin-pass-123"), account("editor", "editor", "editor-pass-123")].filter(
    (staff): staff is StaffSeed => staff !== null,
  );
}

async function seedStaff(db: PrismaClient): Promise<void> {
  for (const staff of staffToSeed()) {
    await db.staffUser.create({
      data: {
        username: staff.username,
        name: staff.name,
        role: staff.role,
        passwordHash: await bcrypt.hash(staff.password, 10),
      },
    });
  }
}

const TABLES_IN_DELETE_ORDER = [
  "WebhookEvent",
  "ShipmentEvent",
  "Shipment",
  "Refund",
  "Payment",
  "OrderStatusHistory",
  "CouponRedemption",
  "CreditNote",
  "Invoice",
  "DocumentCounter",
  "OrderItem",
  // Truncated with the orders and documents (no trigger fires on TRUNCATE): the per-day sums of orders and revenue,
  // what each order sold of each product, and each month's invoice lines as GSTR-1 sums them.
  "Gstr1LineSum",
  "OrderDayRollup",
  "OrderProductSale",
  "Order",
  "CartItem",
  "Cart",
  "CouponEligibility",
  "Coupon",
  "Review",
  "ProductImage",
  "HealthTagProduct",
  "HealthTag",
  "ProductOption",
  "ProductVariant",
  "Product",
  "CategorySlugRedirect",
  "Category",
  "Slide",
  "StoreSettings",
  "Pincode",
  "RefreshToken",
  "Session",
  "RateLimitCounter",
  "LoginAttempt",
  "Address",
  "CustomerMobile",
  "Customer",
  "StaffUser",
  "NewsletterSubscriber",
  "ContactMessage",
  "EmailDelivery",
];

export async function resetDatabase(db: PrismaClient): Promise<void> {
  const tables = TABLES_IN_DELETE_ORDER.map((table) => `"${table}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  // The job queue's jobs (lib/server/jobs) name orders that no longer exist: they go too.
  await db.$executeRawUnsafe(
    `DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN TRUNCATE pgboss.job, pgboss.archive; END IF; END $$`,
  );
}

export async function seed(db: PrismaClient, now = new Date()): Promise<void> {
  const categoryIds = await seedCategories(db);
  await seedProducts(db, categoryIds, now);
  await seedVariants(db, now);
  await seedContent(db, now);
  await seedStaff(db);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("DATABASE_URL is not set (run through `npm run seed`, which provides the embedded database).");
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    if (process.argv.includes("--reset")) await resetDatabase(db);
    if ((await db.category.count()) > 0) {
      console.log("The database is already seeded (use --reset to start over).");
      return;
    }
    const started = Date.now();
    await seed(db);
    console.log(`Seeded ${SEED_PRODUCTS.length} products in ${Date.now() - started} ms.`);
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
