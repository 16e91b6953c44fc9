import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { CUSTOMER_CARE_HOURS } from "@/lib/content/store";
import { SEED_CONDITION_KEYWORDS } from "./seed-data/catalog";
import { SEED_COMPANY } from "./seed-data/content";
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

  it("starts each stocked product's history with its opening stock", async () => {
    const products = await db.product.findMany({
      select: { stock: true, stockAdjustments: { select: { delta: true, reason: true, stockAfter: true } } },
    });
    for (const product of products) {
      expect(product.stockAdjustments).toEqual(
        product.stock > 0 ? [{ delta: product.stock, reason: "opening", stockAfter: product.stock }] : [],
      );
    }
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
