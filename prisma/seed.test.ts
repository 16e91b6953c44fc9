import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { CUSTOMER_CARE_HOURS } from "@/lib/content/store";
import { SEED_CONDITION_KEYWORDS } from "./seed-data/catalog";
import { SEED_COMPANY } from "./seed-data/content";
import { SEED_VARIANTS } from "./seed-data/variants";
import { staffToSeed } from "./seed";

afterAll(() => db.$disconnect());

describe("the seeded shop", () => {
  it("has the four categories of the spec, in order, each with 2-4 sub-categories", async () => {
    const categories = await db.category.findMany({
      where: { parentId: null },
      orderBy: { position: "asc" },
      include: { _count: { select: { children: true } } },
    });
    expect(categories.map((category) => category.name)).toEqual([
      "Herbal Supplements",
      "Skincare",
      "Wellness Teas",
      "Hair Care",
    ]);
    for (const category of categories) {
      expect(category._count.children).toBeGreaterThanOrEqual(2);
      expect(category._count.children).toBeLessThanOrEqual(4);
    }
  });

  it("has at least 48 products, discounted both ways, some out of stock, all priced in paise", async () => {
    expect(await db.product.count()).toBeGreaterThanOrEqual(48);
    expect(await db.product.count({ where: { discountType: "amount" } })).toBeGreaterThan(0);
    expect(await db.product.count({ where: { discountType: "percent" } })).toBeGreaterThan(0);
    expect(await db.product.count({ where: { stock: 0 } })).toBeGreaterThan(0);
    const discounted = await db.product.findFirstOrThrow({ where: { discountType: "percent" } });
    expect(discounted.salePrice).toBe(Math.round(discounted.price * (1 - discounted.discount / 100)));
    expect(await db.product.count({ where: { images: { none: {} } } })).toBe(0);
  });

  it("starts each stocked variant's history with its opening stock", async () => {
    const variants = await db.productVariant.findMany({
      select: { stock: true, stockAdjustments: { select: { delta: true, reason: true, stockAfter: true } } },
    });
    expect(variants.length).toBeGreaterThan(await db.product.count());
    for (const variant of variants) {
      expect(variant.stockAdjustments).toEqual(
        variant.stock > 0 ? [{ delta: variant.stock, reason: "opening", stockAfter: variant.stock }] : [],
      );
    }
  });

  it.each(SEED_VARIANTS)("sells $slug in its sizes, in order, the product's own first and cheapest", async (entry) => {
    const product = await db.product.findUniqueOrThrow({
      where: { slug: entry.slug },
      include: { options: true, variants: { orderBy: { position: "asc" } } },
    });
    const values = product.variants.map((variant) => variant.optionValues);
    expect(product.options).toEqual([
      expect.objectContaining({ name: entry.option, position: 0, values: values.map(([value]) => value) }),
    ]);
    expect(values).toEqual([[product.unitLabel], ...entry.variants.map((variant) => [variant.value])]);
    const [first, ...others] = product.variants;
    expect(first).toMatchObject({ isDefault: true, sku: product.sku, unitLabel: product.unitLabel });
    expect(new Set(product.variants.map((variant) => variant.salePrice)).size).toBe(product.variants.length);
    // The product's columns are the summary (docs/variants.md): the cheapest price, the summed stock.
    expect(product.salePrice).toBe(Math.min(...product.variants.map((variant) => variant.salePrice)));
    expect(product.salePrice).toBe(first.salePrice);
    expect(product.stock).toBe(product.variants.reduce((sum, variant) => sum + variant.stock, 0));
    for (const [index, variant] of others.entries()) {
      const seeded = entry.variants[index];
      expect(variant).toMatchObject({ isDefault: false, stock: seeded.stock, weightGrams: seeded.weightGrams });
      expect(variant.price).toBe(seeded.priceRupees * 100);
      expect(variant.salePrice).toBeLessThanOrEqual(variant.price);
    }
  });

  it("has a product with one size sold out and another in stock", async () => {
    const mixed = await db.product.count({
      where: { variants: { some: { stock: 0, active: true } }, AND: { variants: { some: { stock: { gt: 0 } } } } },
    });
    expect(mixed).toBeGreaterThan(0);
  });

  it.each(Object.entries(SEED_CONDITION_KEYWORDS))("matches condition %s by its keywords", async (_slug, keywords) => {
    const matches = await db.product.count({
      where: {
        OR: keywords.map((keyword) => ({ conditionsCured: { contains: keyword, mode: "insensitive" as const } })),
      },
    });
    expect(matches).toBeGreaterThanOrEqual(3);
  });

  it("finds products by a case-insensitive substring of name, tags, description or benefits", async () => {
    const matches = await db.product.findMany({ where: { searchText: { contains: "ASHWAGANDHA".toLowerCase() } } });
    expect(matches.length).toBeGreaterThan(0);
  });

  it("has coupons in all three groups, including expired and not-yet-valid ones", async () => {
    const now = new Date();
    const groups = await db.coupon.groupBy({ by: ["group"], _count: true });
    expect(groups.map((group) => group.group).sort()).toEqual(["for_all", "one_time", "special"]);
    expect(await db.coupon.count({ where: { validTo: { lt: now } } })).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { validFrom: { gt: now } } })).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { group: "one_time", usageLimit: 1 } })).toBeGreaterThan(0);
  });

  it("stores the spec's shipping rule and tagline in the merchant settings", async () => {
    const settings = await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings).toMatchObject({
      freeShippingThreshold: 5000,
      shippingFee: 799,
      tagline: "THE PURITY OF NATURE",
      codEnabled: true,
    });
    expect(settings.slogan).toBe("Natural Solution of Your Ploblem Is Now In Front Of You");
  });

  it("has hero slides, health tags linked to products and pincodes", async () => {
    expect(await db.slide.count()).toBeGreaterThanOrEqual(3);
    expect(await db.healthTag.count({ where: { products: { some: {} } } })).toBe(await db.healthTag.count());
    expect(await db.pincode.count()).toBeGreaterThan(3);
  });

  it("has an admin and an editor whose passwords are hashed", async () => {
    const admin = await db.staffUser.findUniqueOrThrow({ where: { username: "admin" } });
    expect(admin.role).toBe("admin");
    expect(admin.passwordHash).not.toContain("admin-pass-123");
    expect(await bcrypt.compare("admin-pass-123", admin.passwordHash)).toBe(true);
    expect(await db.staffUser.count({ where: { role: "editor" } })).toBe(1);
  });
});

describe("the seeded policy texts (SPEC.md section 2 Footer; issue 16, defect 15)", () => {
  it("are long legal texts naming the address, contact e-mail, India's law and 16 July 2025, with the same hours as /contact", async () => {
    const [settings, company] = await Promise.all([
      db.storeSettings.findUniqueOrThrow({ where: { id: 1 }, select: { policies: true, address: true, email: true } }),
      Promise.resolve(SEED_COMPANY),
    ]);
    const policies = settings.policies as Record<string, { title: string; updated: string; body: string[] }>;
    expect(Object.keys(policies).sort()).toEqual(["cancellation", "contact", "privacy", "shipping", "terms"]);
    for (const [key, policy] of Object.entries(policies)) {
      const text = policy.body.join("\n");
      expect({ key, long: text.length >= 2500 }).toEqual({ key, long: true });
      expect(policy.updated).toBe("16 July 2025");
      expect(text).toContain(settings.address);
      expect(text).toContain(settings.email);
      expect(text).toContain("laws of India");
      expect(text).toContain(CUSTOMER_CARE_HOURS);
      expect(text).not.toMatch(/9:30|6:30|10:00 to 18:00/);
    }
    expect(settings.address).toBe(company.address);
  });
});

describe("staffToSeed", () => {
  it("seeds no staff in production without explicit credentials", () => {
    expect(staffToSeed({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toEqual([]);
  });

  it("takes credentials from the environment when given", () => {
    const staff = staffToSeed({
      NODE_ENV: "production",
      SEED_ADMIN_USERNAME: "owner",
      SEED_ADMIN_PASSWORD: "s3cret-s3cret",
    } as NodeJS.ProcessEnv);
    expect(staff).toEqual([expect.objectContaining({ username: "owner", role: "admin" })]);
  });
});
