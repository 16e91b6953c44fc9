/**
 * Product variants in the portal (issue 28, docs/variants.md): an editor gives a new product two
 * sizes at different prices and stocks, and the shop's data shows them; an editor gives the larger
 * size its own image, the shop's gallery shows it when the size is chosen, and a removed image is
 * cleared from the size.
 */
import { productWithSizes } from "../scripts/jest/variants";
import { expect as baseExpect, hydrated, seriousAxe, test, type Page } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Offer = { price?: string; sku?: string; availability?: string };

/** Every Offer in the page's JSON-LD, however it nests them (a Product's offers, a ProductGroup's variants'). */
async function offersOf(page: Page): Promise<Offer[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const offers: Offer[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record["@type"] === "Offer") offers.push(record as Offer);
    Object.values(record).forEach(walk);
  };
  blocks.forEach((block) => walk(JSON.parse(block)));
  return offers;
}

test("an editor gives a product two sizes at different prices and stocks; the portal and the shop show them", async ({
  editor: page,
}) => {
  const tag = `${Date.now()}`;
  const name = `Bhringraj Hair Oil ${tag}`;
  const sku = `BHO-${tag}`;

  await page.goto("/portal/products/new");
  const form = page.getByRole("form", { name: "New product" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("SKU").fill(sku);
  await form.getByLabel("Category").selectOption({ label: "Wellness Teas" });
  await form.getByLabel(/^Unit label/).fill("100 ml");
  await form.getByLabel("Price (₹)").fill("299");
  await form.getByLabel("Opening stock").fill("20");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/portal\/products\/\d+\?created=1$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());

  const section = page.getByRole("form", { name: "Options and variants" });
  await expect(section.getByTestId("variant-row")).toHaveCount(1);
  await expect(section.getByRole("rowheader", { name: "Default" })).toBeVisible();

  // Generate needs a named option with values.
  await section.getByRole("button", { name: "Add option" }).click();
  await section.getByRole("button", { name: "Generate variants" }).click();
  await expect(section.getByText("Give every option a name and at least one value first.")).toBeVisible();
  await section.getByLabel("Option 1 name").fill("Size");
  await section.getByLabel("Values, separated by commas").fill("100 ml, 200 ml");
  await section.getByRole("button", { name: "Generate variants" }).click();
  await expect(section.getByTestId("variant-row")).toHaveCount(2);
  await expect(section.getByLabel("SKU of 100 ml")).toHaveValue(sku);
  await expect(section.getByLabel("SKU of 200 ml")).toHaveValue(`${sku}-200-ML`);

  // The larger size: its own MRP, a discount (the shop price follows as typed), its own stock and weight.
  await section.getByLabel("MRP of 200 ml").fill("549");
  await section.getByLabel("Discount type of 200 ml").selectOption("percent");
  await section.getByLabel("Discount of 200 ml").fill("10");
  const large = section.getByTestId("variant-row").filter({ hasText: "200 ml" });
  await expect(large.getByTestId("variant-shop-price")).toHaveText("₹494.10");
  await section.getByLabel("Stock of 200 ml").fill("5");
  await section.getByLabel("Weight of 200 ml").fill("420");

  // A bulk change moves both MRPs; undo it by typing the prices back.
  await section.getByLabel("Change every MRP by (%)").fill("10");
  await section.getByRole("button", { name: "Apply to all" }).click();
  await expect(section.getByLabel("MRP of 100 ml")).toHaveValue("328.9");
  await expect(section.getByLabel("MRP of 200 ml")).toHaveValue("603.9");
  await section.getByLabel("MRP of 100 ml").fill("299");
  await section.getByLabel("MRP of 200 ml").fill("549");

  // Reorder: the larger size first, then back.
  await section.getByRole("button", { name: "Move 200 ml up" }).click();
  await expect(section.getByTestId("variant-row").first()).toContainText("200 ml");
  await section.getByRole("button", { name: "Move 200 ml down" }).click();
  await expect(section.getByTestId("variant-row").first()).toContainText("100 ml");

  // Its quantity text, box and barcode: a GTIN with a wrong check digit is refused at its cell, the right one saved.
  await expect(section.getByLabel("Quantity text of 200 ml")).toHaveValue("200 ml");
  await section.getByLabel("Length of 200 ml's box (cm)").fill("12");
  await section.getByLabel("Breadth of 200 ml's box (cm)").fill("8");
  await section.getByLabel("Height of 200 ml's box (cm)").fill("6");
  await section.getByLabel("GTIN of 200 ml").fill("8901234567891");
  await section.getByRole("button", { name: "Save variants" }).click();
  await expect(
    section.getByText("This GTIN's check digit is wrong: the last digit of 890123456789… is 0"),
  ).toBeVisible();
  await section.getByLabel("GTIN of 200 ml").fill("8901234567890");

  await section.getByRole("button", { name: "Save variants" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Variants saved: 2 in all." })).toBeVisible();
  await expect(section.getByLabel("Stock of 200 ml")).toHaveValue("5");
  await expect(section.getByLabel("GTIN of 200 ml")).toHaveValue("8901234567890");
  await expect(section.getByLabel("Height of 200 ml's box (cm)")).toHaveValue("6");

  // What the screen looks like, at desktop and phone width, and no serious or critical axe finding.
  const region = page.getByRole("region", { name: "Options and variants" });
  await region.screenshot({ path: test.info().outputPath("variants-desktop.png") });
  expect(await seriousAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await region.screenshot({ path: test.info().outputPath("variants-phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The saved data: two variants with their own prices and stocks; the product's total stock.
  const saved = await (await page.request.get(`/api/portal/products/${id}/variants/`)).json();
  expect(saved.options).toEqual([{ name: "Size", values: ["100 ml", "200 ml"] }]);
  expect(saved.variants).toEqual([
    expect.objectContaining({ sku, label: "100 ml", price: 299, discountPrice: 299, stock: 20, is_default: true }),
    expect.objectContaining({
      sku: `${sku}-200-ML`,
      label: "200 ml",
      price: 549,
      discountPrice: 494.1,
      stock: 5,
      weight_grams: 420,
    }),
  ]);

  // The stock panel moves one variant's count and the history names it.
  const stock = page.getByRole("form", { name: "Adjust stock" });
  await stock.getByLabel("Variant").selectOption({ label: `200 ml (${sku}-200-ML): 5 in stock` });
  await stock.getByLabel("Change (+ received, − removed)").fill("3");
  await stock.getByRole("button", { name: "Apply adjustment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "200 ml: Stock +3: now 8." })).toBeVisible();
  await expect(page.getByRole("table", { name: "Stock history" }).getByRole("row").nth(1)).toContainText("200 ml");

  // The table finds it by the larger size's SKU and summarises its variants.
  await page.goto(`/portal/products?search=${sku}-200`);
  const row = page.getByTestId("product-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("variants-summary")).toHaveText("2 variants, ₹299.00–₹494.10");
  // Total stock over the sizes, a cell of its own (the row's name holds digits too).
  await expect(row.getByRole("cell").filter({ hasText: /^28$/ })).toHaveCount(1);

  // The shop's page: its offers carry the "from" price (and each variant's, once the page lists them).
  await baseExpect(async () => {
    await page.goto(`/product/${id}`);
    const offers = await offersOf(page);
    expect(offers.map((offer) => offer.price)).toContain("299.00");
    if (offers.length > 1) expect(offers.map((offer) => offer.price)).toContain("494.10");
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
});

test("an editor gives the 120-capsule size its own image; the shop's gallery shows it; a removed image is cleared", async ({
  editor: page,
  database,
}) => {
  const name = `Ashwagandha Image ${Date.now() % 100000}`;
  const product = await productWithSizes(database, name, [
    { value: "60 capsules", price: 69_900, salePrice: 55_920, stock: 30 },
    { value: "120 capsules", price: 129_900, salePrice: 103_920, stock: 12 },
  ]);
  const [front, large] = [
    "/images/products/ashwagandha-ksm-66-capsules-1.webp",
    "/images/products/ashwagandha-ksm-66-capsules-120.webp",
  ];
  await database.productImage.createMany({
    data: [
      { productId: product.id, url: front, alt: name, position: 0 },
      { productId: product.id, url: large, alt: `${name}, 120 capsules`, position: 1 },
    ],
  });

  await page.goto(`/portal/products/${product.id}`);
  const section = page.getByRole("form", { name: "Options and variants" });
  const picker = section.getByLabel("Image of 120 capsules");
  await hydrated(picker);
  await expect(picker).toHaveValue("");
  await expect(picker.getByRole("option")).toHaveText(["Product's images", "Image 1", "Image 2"]);
  await picker.selectOption({ label: "Image 2" });
  const row = section.getByTestId("variant-row").filter({ hasText: "120 capsules" });
  await expect(row.getByRole("img", { name: "Image 2" })).toBeVisible();
  await section.getByRole("button", { name: "Save variants" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Variants saved: 2 in all." })).toBeVisible();
  await expect(section.getByLabel("Image of 120 capsules")).toHaveValue(large);
  await expect(section.getByLabel("Image of 60 capsules")).toHaveValue("");
  const saved = await (await page.request.get(`/api/portal/products/${product.id}/variants/`)).json();
  expect(saved.variants.map((variant: { image_urls: string[] }) => variant.image_urls)).toEqual([[], [large]]);

  // The grid at desktop and phone width, and axe on the edit screen.
  const region = page.getByRole("region", { name: "Options and variants" });
  await region.screenshot({ path: test.info().outputPath("variant-image-grid-desktop.png") });
  expect(await seriousAxe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await region.screenshot({ path: test.info().outputPath("variant-image-grid-phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The shop: choosing 120 capsules shows its image in the gallery; the thumbnails stay.
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole("main");
  const pack = main.getByRole("group", { name: /^Size/ });
  await hydrated(pack.getByRole("radio", { name: /120 capsules/ }));
  await pack.getByRole("radio", { name: /120 capsules/ }).check();
  await expect(main.getByRole("img", { name: `${name}, 120 capsules` })).toBeVisible();
  await expect(main.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");

  // Removing the image in the portal clears it from the size (the grid reads the variants again).
  await page.goto(`/portal/products/${product.id}`);
  const images = page.getByRole("region", { name: "Images", exact: true });
  await hydrated(images.getByRole("button", { name: "Delete image 2" }));
  await images.getByRole("button", { name: "Delete image 2" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
  await expect(images.getByRole("status").filter({ hasText: "Image deleted." })).toBeVisible();
  await expect(section.getByLabel("Image of 120 capsules")).toHaveValue("");
  await expect(section.getByLabel("Image of 120 capsules").getByRole("option")).toHaveText([
    "Product's images",
    "Image 1",
  ]);
  const cleared = await database.productVariant.findMany({
    where: { productId: product.id },
    orderBy: { position: "asc" },
  });
  expect(cleared.map((variant) => variant.imageUrls)).toEqual([[], []]);
});
