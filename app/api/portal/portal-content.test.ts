import { db } from "@/lib/server/db";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { findCategory, listCategories, listHomeCategories } from "@/lib/server/catalog/categories";
import { renamedCategoryPath } from "@/lib/server/routing/existence";
import { listSlides } from "@/lib/server/catalog/content";
import { getProduct as getPublicProduct } from "@/lib/server/catalog/product-detail";
import { saveContactMessage } from "@/lib/server/contact/contact";
import { listHealthTags, recommendProducts } from "@/lib/server/catalog/health-assistant";
import { DELETE as deleteCategory, GET as getCategory, PATCH as patchCategory } from "./categories/[id]/route";
import { GET as listCategoriesApi, POST as createCategory } from "./categories/route";
import { DELETE as deleteHealthTag, GET as getHealthTag, PATCH as patchHealthTag } from "./health-tags/[id]/route";
import { GET as listHealthTagsApi, POST as createHealthTag } from "./health-tags/route";
import { PATCH as patchMessage } from "./messages/[id]/route";
import { GET as listMessages } from "./messages/route";
import { PATCH as patchReview } from "./reviews/[id]/route";
import { GET as listReviews } from "./reviews/route";
import { DELETE as deleteSlide, GET as getSlide, PATCH as patchSlide } from "./slides/[id]/route";
import { GET as listSlidesApi, POST as createSlide } from "./slides/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000301");

beforeAll(async () => {
  await saveContactMessage({
    name: "Meera",
    email: "meera@example.in",
    subject: "Bulk order",
    message: "Do you ship to Kochi?",
  });
});

type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A call to a portal route as `token` (the editor by default); `id` fills the `[id]` segment. */
function call(
  handler: Handler,
  path: string,
  {
    method = "GET",
    body,
    token = tokens.editor,
    id,
  }: { method?: string; body?: unknown; token?: string | null; id?: number } = {},
) {
  return statusAndJson(
    handler(
      bearerRequest(`/api/portal${path}`, { method, body, token }),
      id === undefined ? undefined : routeParams({ id }),
    ),
  );
}

const auditOf = (entity: string, entityId: number) =>
  db.auditEntry.findMany({
    where: { entity, entityId: String(entityId) },
    orderBy: { id: "asc" },
    select: { action: true, staffName: true, before: true, after: true },
  });

describe("who may use the portal's content API", () => {
  it.each(ROLE_MATRIX.staff)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    const reads = [
      listCategoriesApi(bearerRequest("/api/portal/categories/", { token })),
      listSlidesApi(bearerRequest("/api/portal/slides/", { token })),
      listHealthTagsApi(bearerRequest("/api/portal/health-tags/", { token })),
      listReviews(bearerRequest("/api/portal/reviews/", { token })),
      listMessages(bearerRequest("/api/portal/messages/", { token })),
      getCategory(bearerRequest("/api/portal/categories/1/", { token }), routeParams({ id: 1 })),
      getSlide(bearerRequest("/api/portal/slides/1/", { token }), routeParams({ id: 1 })),
      getHealthTag(bearerRequest("/api/portal/health-tags/1/", { token }), routeParams({ id: 1 })),
    ];
    for (const response of await Promise.all(reads)) expect(response.status).toBe(status);
    const writes = [
      createCategory(bearerRequest("/api/portal/categories/", { method: "POST", body: {}, token })),
      patchCategory(
        bearerRequest("/api/portal/categories/1/", { method: "PATCH", body: {}, token }),
        routeParams({ id: 1 }),
      ),
      createSlide(bearerRequest("/api/portal/slides/", { method: "POST", body: {}, token })),
      patchSlide(bearerRequest("/api/portal/slides/1/", { method: "PATCH", body: {}, token }), routeParams({ id: 1 })),
      createHealthTag(bearerRequest("/api/portal/health-tags/", { method: "POST", body: {}, token })),
      patchHealthTag(
        bearerRequest("/api/portal/health-tags/1/", { method: "PATCH", body: {}, token }),
        routeParams({ id: 1 }),
      ),
      patchReview(
        bearerRequest("/api/portal/reviews/1/", { method: "PATCH", body: {}, token }),
        routeParams({ id: 1 }),
      ),
      patchMessage(
        bearerRequest("/api/portal/messages/1/", { method: "PATCH", body: {}, token }),
        routeParams({ id: 1 }),
      ),
    ];
    // Staff get past the role check to the validation (400); others are stopped before it.
    for (const response of await Promise.all(writes)) expect(response.status).toBe(status === 200 ? 400 : status);
    const deletes = [
      deleteCategory(
        bearerRequest("/api/portal/categories/999999/", { method: "DELETE", token }),
        routeParams({ id: 999999 }),
      ),
      deleteSlide(
        bearerRequest("/api/portal/slides/999999/", { method: "DELETE", token }),
        routeParams({ id: 999999 }),
      ),
      deleteHealthTag(
        bearerRequest("/api/portal/health-tags/999999/", { method: "DELETE", token }),
        routeParams({ id: 999999 }),
      ),
    ];
    for (const response of await Promise.all(deletes)) expect(response.status).toBe(status === 200 ? 404 : status);
  });
});

describe("categories", () => {
  it("creates a category and a sub-category the storefront lists at once, with audit rows", async () => {
    const parent = await call(createCategory, "/categories/", {
      method: "POST",
      body: {
        name: "Herbal Oils",
        title: "Pure herbal oils",
        description: "Cold pressed",
        image: "/images/oils.webp",
        position: 1,
      },
    });
    expect(parent).toMatchObject({
      status: 201,
      body: { name: "Herbal Oils", slug: "herbal-oils", parent: null, product_count: 0 },
    });
    const child = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Nasya Oils", parent: parent.body.id },
    });
    expect(child).toMatchObject({ status: 201, body: { slug: "nasya-oils", parent: parent.body.id } });
    expect(revalidatedTags).toContain("categories");

    const home = await listCategories();
    expect(home.find((category) => category.id === parent.body.id)?.children).toEqual([
      expect.objectContaining({ id: child.body.id, slug: "nasya-oils" }),
    ]);
    expect(await auditOf("category", parent.body.id)).toEqual([
      expect.objectContaining({
        action: "create",
        staffName: "Catalogue Editor",
        after: expect.objectContaining({ slug: "herbal-oils" }),
      }),
    ]);

    // The edit screen reads one category, with its counts and version.
    expect(await call(getCategory, `/categories/${parent.body.id}/`, { id: parent.body.id })).toEqual({
      status: 200,
      body: { ...parent.body, subcategory_count: 1 },
    });
    expect(await call(getCategory, "/categories/999999/", { id: 999999 })).toMatchObject({
      status: 404,
      body: { error: "category_not_found" },
    });
  });

  it("renames with SPEC.md's slug rule and keeps the old slug for redirects; reorders; refuses a stale edit (409)", async () => {
    const { body: category } = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Churna Blends" },
    });
    const renamed = await call(patchCategory, `/categories/${category.id}/`, {
      method: "PATCH",
      body: { name: "Powder  Blends", position: 3, version: 1 },
      id: category.id,
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { name: "Powder  Blends", slug: "powder-blends", position: 3, version: 2 },
    });
    expect(await db.categorySlugRedirect.findUnique({ where: { slug: "churna-blends" } })).toMatchObject({
      categoryId: category.id,
    });
    expect((await findCategory("powder-blends"))?.id).toBe(category.id);
    expect(await findCategory("churna-blends")).toBeNull();
    expect(await renamedCategoryPath(["churna-blends"])).toBe("/products/powder-blends");
    expect(await renamedCategoryPath(["powder-blends"])).toBeNull();
    expect(await renamedCategoryPath(["no-such-shelf"])).toBeNull();

    // Renaming back takes the old slug again: it is no longer a redirect.
    expect(
      await call(patchCategory, `/categories/${category.id}/`, {
        method: "PATCH",
        body: { name: "Stale Shelf", version: 1 },
        id: category.id,
      }),
    ).toMatchObject({
      status: 409,
      body: {
        error: "edit_conflict",
        message:
          "Someone else changed this category since you opened it. Reload it to see their changes, then edit again.",
      },
    });
    await call(patchCategory, `/categories/${category.id}/`, {
      method: "PATCH",
      body: { name: "Churna Blends", version: 2 },
      id: category.id,
    });
    expect(
      await db.categorySlugRedirect.findMany({ where: { categoryId: category.id }, select: { slug: true } }),
    ).toEqual([{ slug: "powder-blends" }]);
    const { body: child } = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Fine Churna", parent: category.id },
    });
    await call(patchCategory, `/categories/${category.id}/`, {
      method: "PATCH",
      body: { name: "Churna Shelf", version: 3 },
      id: category.id,
    });
    expect(await renamedCategoryPath(["churna-blends", "fine-churna"])).toBe("/products/churna-shelf/fine-churna");
    expect(await renamedCategoryPath(["wellness-teas", "fine-churna"])).toBeNull();
    await deleteCategory(
      bearerRequest(`/api/portal/categories/${child.id}/`, { method: "DELETE", token: tokens.editor }),
      routeParams({ id: child.id }),
    );
    const [, update] = await auditOf("category", category.id);
    expect(update).toMatchObject({
      action: "update",
      before: { name: "Churna Blends", slug: "churna-blends", position: category.position },
      after: { name: "Powder  Blends", slug: "powder-blends", position: 3 },
    });
  });

  it("puts a new category after the last of its siblings, also when several are created at once, so the home page keeps its tiles (issue 26)", async () => {
    const homeBefore = (await listHomeCategories()).map((category) => category.name);
    expect(homeBefore).toHaveLength(4);
    const lastOf = async (parentId: number | null) =>
      (await db.category.aggregate({ where: { parentId }, _max: { position: true } }))._max.position ?? -1;
    const topBefore = await lastOf(null);
    const names = ["Bhasma", "Rasa", "Arishta", "Asava", "Ghrita"].map((name) => `${name} Range`);
    const created = await Promise.all(
      names.map((name) =>
        call(createCategory, "/categories/", {
          method: "POST",
          body: { name, image: "/images/categories/herbal-supplements.webp" },
        }),
      ),
    );
    expect(created.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201]);
    expect(created.map(({ body }) => body.position).sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5].map((step) => topBefore + step),
    );
    expect(
      (await listCategories())
        .slice(-5)
        .map((category) => category.name)
        .sort(),
    ).toEqual([...names].sort());

    // A sub-category goes after its parent's last one; an explicit position is kept.
    const [parent] = created;
    const first = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Bhasma Classics", parent: parent.body.id },
    });
    const second = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Bhasma Rare", parent: parent.body.id },
    });
    const placed = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Bhasma Placed", parent: parent.body.id, position: 7 },
    });
    expect([first.body.position, second.body.position, placed.body.position]).toEqual([0, 1, 7]);
    expect((await listHomeCategories()).map((category) => category.name)).toEqual(homeBefore);
  });

  it("shows on the home page only categories with an image and products the shop shows, their own or their sub-categories' (issue 26)", async () => {
    const homeNames = async () => (await listHomeCategories()).map((category) => category.name);
    const homeBefore = await homeNames();
    const first = (body: Record<string, unknown>) =>
      call(createCategory, "/categories/", { method: "POST", body: { ...body, position: 0 } });
    const product = (categoryId: number, sku: string) =>
      db.product.create({
        data: {
          name: `Product ${sku}`,
          slug: sku.toLowerCase(),
          sku,
          price: 10000,
          salePrice: 10000,
          stock: 5,
          tags: [],
          benefits: [],
          keyIngredients: [],
          certifications: [],
          categoryId,
        },
      });

    const { body: bare } = await first({ name: "Kashaya Teas", image: "/images/categories/wellness-teas.webp" });
    const { body: imageless } = await first({ name: "Lepa Pastes" });
    await product(imageless.id, "HOME-LEPA");
    expect(await homeNames()).toEqual(homeBefore);

    // Products of its own put it in its place (position 0, after the older category there); archived ones do not count.
    const own = await product(bare.id, "HOME-KASHAYA");
    expect(await homeNames()).toEqual([homeBefore[0], "Kashaya Teas", ...homeBefore.slice(1, 3)]);
    await db.product.update({ where: { id: own.id }, data: { archivedAt: new Date() } });
    expect(await homeNames()).toEqual(homeBefore);

    // A sub-category's products count for its parent.
    const { body: parent } = await first({ name: "Nasya Care", image: "/images/categories/skincare.webp" });
    const { body: child } = await call(createCategory, "/categories/", {
      method: "POST",
      body: { name: "Nasya Drops", parent: parent.id },
    });
    await product(child.id, "HOME-NASYA");
    expect(await homeNames()).toEqual([homeBefore[0], "Nasya Care", ...homeBefore.slice(1, 3)]);

    // The portal's list marks the same categories.
    const { body: portal } = await call(listCategoriesApi, "/categories/");
    expect(portal.home_category_ids).toEqual((await listHomeCategories()).map((category) => category.id));
  });

  it.each([
    ["a missing name", { name: "" }, "Name is required"],
    ["a name as a number", { name: 42 }, "Name must be text"],
    ["a huge name", { name: "x".repeat(5000) }, "Name is at most 120 characters"],
    [
      "a NUL in the description",
      { name: "Teas", description: "a\u0000b" },
      "Text must not contain NUL characters or invalid Unicode.",
    ],
    [
      "an image on another site",
      { name: "Teas", image: "//evil.example/x.png" },
      "Image must be a path on this site, starting with /",
    ],
    ["a negative position", { name: "Teas", position: -1 }, "Position cannot be negative"],
    ["a parent beyond PostgreSQL's integer", { name: "Teas", parent: 2 ** 31 }, "parent must be a category id"],
  ])("refuses %s with a 400", async (_case, body, message) => {
    expect(await call(createCategory, "/categories/", { method: "POST", body })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it("refuses a name whose slug is taken and a parent that is a sub-category", async () => {
    const existing = await db.category.findFirstOrThrow({ where: { parentId: { not: null } } });
    expect(
      await call(createCategory, "/categories/", { method: "POST", body: { name: existing.name.toUpperCase() } }),
    ).toMatchObject({ status: 409, body: { error: "category_taken" } });
    expect(
      await call(createCategory, "/categories/", { method: "POST", body: { name: "Deep Leaf", parent: existing.id } }),
    ).toMatchObject({ status: 422, body: { error: "invalid_parent" } });
  });

  it("refuses to delete a category with products (409 with how many) unless they move, in one transaction", async () => {
    const { body: from } = await call(createCategory, "/categories/", { method: "POST", body: { name: "Old Shelf" } });
    const { body: to } = await call(createCategory, "/categories/", { method: "POST", body: { name: "New Shelf" } });
    const template = await db.product.findFirstOrThrow();
    const {
      id: _id,
      slug: _slug,
      sku: _sku,
      categoryId: _categoryId,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = template;
    await db.product.createMany({
      data: [1, 2].map((n) => ({ ...fields, sku: `SHELF-${n}`, slug: `shelf-${n}`, categoryId: from.id })),
    });

    expect(await call(deleteCategory, `/categories/${from.id}/`, { method: "DELETE", id: from.id })).toMatchObject({
      status: 409,
      body: {
        error: "category_has_products",
        message: "This category has 2 products. Choose a category to move them to (move_products_to).",
        product_count: 2,
      },
    });
    expect(
      (
        await call(deleteCategory, `/categories/${from.id}/?move_products_to=${from.id}`, {
          method: "DELETE",
          id: from.id,
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(deleteCategory, `/categories/${from.id}/?move_products_to=abc`, { method: "DELETE", id: from.id }))
        .status,
    ).toBe(400);
    const moved = await deleteCategory(
      bearerRequest(`/api/portal/categories/${from.id}/?move_products_to=${to.id}`, {
        method: "DELETE",
        token: tokens.admin,
      }),
      routeParams({ id: from.id }),
    );
    expect(moved.status).toBe(204);
    expect(await db.product.count({ where: { categoryId: to.id } })).toBe(2);
    expect(await db.category.findUnique({ where: { id: from.id } })).toBeNull();
    expect((await auditOf("category", from.id)).at(-1)).toMatchObject({
      action: "delete",
      staffName: "Store Admin",
      before: { name: "Old Shelf", product_count: 2, moved_products_to: to.id },
    });
  });

  it("refuses to delete a category with sub-categories", async () => {
    const parent = await db.category.findFirstOrThrow({
      where: { children: { some: {} } },
      include: { _count: { select: { children: true } } },
    });
    expect(await call(deleteCategory, `/categories/${parent.id}/`, { method: "DELETE", id: parent.id })).toMatchObject({
      status: 409,
      body: { error: "category_has_subcategories", subcategory_count: parent._count.children },
    });
  });
});

describe("hero slides", () => {
  it("creates, edits, deactivates and deletes a slide; the home page follows and each change is audited", async () => {
    const created = await call(createSlide, "/slides/", {
      method: "POST",
      body: {
        headline: "Monsoon Immunity",
        tagline: "Kadhas for the rains",
        button_text: "Shop kadhas",
        link: "/products/wellness-teas",
        image: "/images/slides/monsoon.webp",
        position: 0,
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { headline: "Monsoon Immunity", active: true, link: "/products/wellness-teas" },
    });
    const id = created.body.id;
    expect((await listSlides()).find((slide) => slide.id === id)).toMatchObject({ buttonText: "Shop kadhas" });
    expect(await call(getSlide, `/slides/${id}/`, { id })).toEqual({ status: 200, body: created.body });

    expect(
      await call(patchSlide, `/slides/${id}/`, { method: "PATCH", body: { active: false, version: 1 }, id }),
    ).toMatchObject({ status: 200, body: { active: false, version: 2 } });
    expect(
      await call(patchSlide, `/slides/${id}/`, {
        method: "PATCH",
        body: { headline: "Overwritten", version: 1 },
        token: tokens.admin,
        id,
      }),
    ).toMatchObject({ status: 409, body: { error: "edit_conflict" } });
    expect((await listSlides()).some((slide) => slide.id === id)).toBe(false);
    expect(revalidatedTags).toContain("slides");

    expect(
      (
        await deleteSlide(
          bearerRequest(`/api/portal/slides/${id}/`, { method: "DELETE", token: tokens.editor }),
          routeParams({ id }),
        )
      ).status,
    ).toBe(204);
    expect(await call(getSlide, `/slides/${id}/`, { id })).toMatchObject({
      status: 404,
      body: { error: "slide_not_found" },
    });
    expect(await auditOf("slide", id)).toEqual([
      expect.objectContaining({ action: "create" }),
      expect.objectContaining({
        action: "update",
        before: { active: true, version: 1 },
        after: { active: false, version: 2 },
      }),
      expect.objectContaining({ action: "delete", before: expect.objectContaining({ headline: "Monsoon Immunity" }) }),
    ]);
  });

  it.each([
    ["a link to another site", { link: "https://evil.example/" }, "Link must be a path on this site, starting with /"],
    ["a protocol-relative link", { link: "//evil.example/" }, "Link must be a path on this site, starting with /"],
    ["a link with a backslash trick", { link: "/\\evil.example" }, "Link must be a path on this site, starting with /"],
    ["active as text", { active: "yes" }, "Active is true or false"],
    ["a huge tagline", { tagline: "x".repeat(501) }, "Tagline is at most 500 characters"],
    ["a NUL in the headline", { headline: "a\u0000" }, "Text must not contain NUL characters or invalid Unicode."],
  ])("refuses %s with a 400", async (_case, overrides, message) => {
    expect(
      await call(createSlide, "/slides/", { method: "POST", body: { headline: "Sale", ...overrides } }),
    ).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses an empty edit and an edit without the version seen", async () => {
    const slide = await db.slide.findFirstOrThrow();
    expect(
      await call(patchSlide, `/slides/${slide.id}/`, {
        method: "PATCH",
        body: { version: slide.version },
        id: slide.id,
      }),
    ).toMatchObject({ status: 400, body: { message: "Send at least one field to change" } });
    expect(
      await call(patchSlide, `/slides/${slide.id}/`, { method: "PATCH", body: { active: false }, id: slide.id }),
    ).toMatchObject({ status: 400, body: { message: "version is required: the version of the slide you edited" } });
  });
});

describe("health tags", () => {
  it("creates a tag recommending products in order; the health assistant follows; edits and deletes are audited", async () => {
    const products = await db.product.findMany({
      where: { available: true, stock: { gt: 0 }, archivedAt: null },
      orderBy: { id: "asc" },
      take: 3,
    });
    const ids = products.map((product) => product.id).reverse();
    const created = await call(createHealthTag, "/health-tags/", {
      method: "POST",
      body: { name: "Joint Care", icon: "bone", position: 20, product_ids: ids },
    });
    expect(created).toMatchObject({ status: 201, body: { name: "Joint Care", icon: "bone", product_ids: ids } });
    const id = created.body.id;
    // The products come with their names and SKUs, in the tag's order, for the editor's list.
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(await call(getHealthTag, `/health-tags/${id}/`, { id })).toEqual({
      status: 200,
      body: {
        ...created.body,
        products: ids.map((productId) => ({
          id: productId,
          name: byId.get(productId)!.name,
          sku: byId.get(productId)!.sku,
        })),
      },
    });
    expect(await call(getHealthTag, "/health-tags/999999/", { id: 999999 })).toMatchObject({
      status: 404,
      body: { error: "health_tag_not_found" },
    });
    expect(await listHealthTags()).toContainEqual({ id, name: "Joint Care", icon: "bone" });
    expect((await recommendProducts([id])).map((product) => product.id).sort()).toEqual([...ids].sort());
    expect(revalidatedTags).toContain("products");

    const reordered = await call(patchHealthTag, `/health-tags/${id}/`, {
      method: "PATCH",
      body: { product_ids: [ids[2], ids[0]], version: 1 },
      id,
    });
    expect(reordered.body.product_ids).toEqual([ids[2], ids[0]]);
    expect(
      await call(patchHealthTag, `/health-tags/${id}/`, {
        method: "PATCH",
        body: { product_ids: [999999], version: 2 },
        id,
      }),
    ).toMatchObject({ status: 422, body: { error: "unknown_products" } });

    expect(
      (
        await deleteHealthTag(
          bearerRequest(`/api/portal/health-tags/${id}/`, { method: "DELETE", token: tokens.admin }),
          routeParams({ id }),
        )
      ).status,
    ).toBe(204);
    expect((await listHealthTags()).some((tag) => tag.id === id)).toBe(false);
    expect((await auditOf("health_tag", id)).map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect((await auditOf("health_tag", id))[1]).toMatchObject({
      before: { product_ids: ids, version: 1 },
      after: { product_ids: [ids[2], ids[0]], version: 2 },
    });
  });

  it.each([
    ["a duplicate product", { product_ids: [1, 1] }, "A product appears only once in product_ids"],
    ["product ids as text", { product_ids: ["1"] }, "product_ids must be product ids"],
    ["too many products", { product_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, "At most 100 products a tag"],
    ["an icon with markup", { icon: "<svg>" }, "Icon is an icon name: lower-case letters, digits and dashes"],
    ["a NUL in the name", { name: "a\u0000" }, "Text must not contain NUL characters or invalid Unicode."],
  ])("refuses %s with a 400", async (_case, overrides, message) => {
    expect(
      await call(createHealthTag, "/health-tags/", { method: "POST", body: { name: "Bones", ...overrides } }),
    ).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses a name another tag has", async () => {
    const tag = await db.healthTag.findFirstOrThrow();
    expect(await call(createHealthTag, "/health-tags/", { method: "POST", body: { name: tag.name } })).toMatchObject({
      status: 409,
      body: { error: "health_tag_taken" },
    });
  });
});

describe("reviews", () => {
  it("hides a review: it leaves the product page and the rating follows in the same change; showing it restores both", async () => {
    const product = await db.product.findFirstOrThrow({
      where: { ratingCount: { gte: 2 }, archivedAt: null },
      include: { reviews: { orderBy: { rating: "asc" } } },
    });
    const lowest = product.reviews[0];
    const listed = await call(listReviews, `/reviews/?product=${product.id}&hidden=false`);
    expect(listed.body).toMatchObject({ count: product.reviews.length });

    const hidden = await call(patchReview, `/reviews/${lowest.id}/`, {
      method: "PATCH",
      body: { hidden: true },
      id: lowest.id,
    });
    expect(hidden).toMatchObject({ status: 200, body: { id: lowest.id, hidden: true, product: { id: product.id } } });
    const others = product.reviews.slice(1).map((review) => review.rating);
    const average = Math.round((others.reduce((a, b) => a + b, 0) / others.length) * 10) / 10;
    // The answer carries the product's rating after the change: the screen shows that it followed.
    expect(hidden.body.product).toEqual({
      id: product.id,
      name: product.name,
      rating: average,
      rating_count: others.length,
    });
    const shown = await getPublicProduct(product.id);
    expect(shown?.reviews.map((review) => review.id)).not.toContain(lowest.id);
    expect(shown).toMatchObject({
      ratingCount: others.length,
      ratingAverage: Math.round((others.reduce((a, b) => a + b, 0) / others.length) * 10) / 10,
    });
    expect(
      (await call(listReviews, `/reviews/?product=${product.id}&hidden=true`)).body.results.map(
        (review: { id: number }) => review.id,
      ),
    ).toEqual([lowest.id]);
    expect(revalidatedTags).toContain(`product:${product.id}`);

    await call(patchReview, `/reviews/${lowest.id}/`, { method: "PATCH", body: { hidden: false }, id: lowest.id });
    expect(await getPublicProduct(product.id)).toMatchObject({
      ratingCount: product.ratingCount,
      ratingAverage: product.ratingAverage,
    });
    expect(await auditOf("review", lowest.id)).toEqual([
      expect.objectContaining({ action: "hide", before: { hidden: false }, after: { hidden: true } }),
      expect.objectContaining({ action: "show", before: { hidden: true }, after: { hidden: false } }),
    ]);
  });

  it("keeps the rating right when reviews of one product are hidden at the same time", async () => {
    const product = await db.product.findFirstOrThrow({
      where: { ratingCount: { gte: 3 } },
      include: { reviews: true },
    });
    const [kept, ...hiding] = product.reviews;
    const answers = await Promise.all(
      hiding.map((review) =>
        call(patchReview, `/reviews/${review.id}/`, { method: "PATCH", body: { hidden: true }, id: review.id }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(hiding.map(() => 200));
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      ratingCount: 1,
      ratingAverage: kept.rating,
    });
    await Promise.all(
      hiding.map((review) =>
        call(patchReview, `/reviews/${review.id}/`, { method: "PATCH", body: { hidden: false }, id: review.id }),
      ),
    );
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      ratingCount: product.ratingCount,
      ratingAverage: product.ratingAverage,
    });
  });

  it("refuses bad input and unknown reviews", async () => {
    expect(await call(patchReview, "/reviews/1/", { method: "PATCH", body: { hidden: "yes" }, id: 1 })).toMatchObject({
      status: 400,
      body: { message: "hidden is true or false" },
    });
    expect(
      await call(patchReview, "/reviews/999999/", { method: "PATCH", body: { hidden: true }, id: 999999 }),
    ).toMatchObject({ status: 404, body: { error: "review_not_found" } });
    expect((await call(listReviews, "/reviews/?hidden=maybe")).status).toBe(400);
    expect((await call(listReviews, "/reviews/?page_size=1000")).status).toBe(400);
  });
});

describe("contact messages", () => {
  it("lists the inbox, marks a message handled with who and when, and filters by it", async () => {
    const unhandled = await call(listMessages, "/messages/?handled=false");
    const message = unhandled.body.results.find((row: { email: string }) => row.email === "meera@example.in");
    expect(message).toMatchObject({ subject: "Bulk order", handled: false, handled_by: null });

    const handled = await call(patchMessage, `/messages/${message.id}/`, {
      method: "PATCH",
      body: { handled: true },
      id: message.id,
    });
    expect(handled).toMatchObject({
      status: 200,
      body: { handled: true, handled_by: "Catalogue Editor", handled_at: expect.any(String) },
    });
    const again = await call(patchMessage, `/messages/${message.id}/`, {
      method: "PATCH",
      body: { handled: true },
      token: tokens.admin,
      id: message.id,
    });
    expect(again.body).toMatchObject({ handled_by: "Catalogue Editor", handled_at: handled.body.handled_at });
    expect(
      (await call(listMessages, "/messages/?handled=true")).body.results.map((row: { id: number }) => row.id),
    ).toContain(message.id);
    expect(
      (await call(listMessages, "/messages/?handled=false")).body.results.map((row: { id: number }) => row.id),
    ).not.toContain(message.id);

    expect(
      (
        await call(patchMessage, `/messages/${message.id}/`, {
          method: "PATCH",
          body: { handled: false },
          id: message.id,
        })
      ).body,
    ).toMatchObject({ handled: false, handled_by: null, handled_at: null });
    expect((await auditOf("contact_message", message.id)).map((row) => row.action)).toEqual(["handle", "reopen"]);
  });

  it("lists unhandled messages first, newest first, then handled ones", async () => {
    const older = await db.contactMessage.create({
      data: { name: "Old", email: "old@example.in", message: "First", createdAt: new Date(Date.now() - 60_000) },
    });
    const newer = await db.contactMessage.create({ data: { name: "New", email: "new@example.in", message: "Second" } });
    const newest = await db.contactMessage.create({
      data: { name: "Newest", email: "newest@example.in", message: "Third", createdAt: new Date(Date.now() + 60_000) },
    });
    await call(patchMessage, `/messages/${newer.id}/`, { method: "PATCH", body: { handled: true }, id: newer.id });
    const { body } = await call(listMessages, "/messages/?page_size=100");
    const order = body.results.map((row: { id: number; handled: boolean }) => row.handled);
    expect(order).toEqual([...order].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    const ids = body.results.map((row: { id: number }) => row.id);
    expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  });

  it("refuses bad input", async () => {
    expect(await call(patchMessage, "/messages/1/", { method: "PATCH", body: { handled: 1 }, id: 1 })).toMatchObject({
      status: 400,
      body: { message: "handled is true or false" },
    });
    expect(await call(patchMessage, "/messages/abc/", { method: "PATCH", body: { handled: true } })).toMatchObject({
      status: 404,
    });
    expect((await call(listMessages, "/messages/?handled=yes")).status).toBe(400);
  });
});
