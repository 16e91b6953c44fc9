import { productVariantsForm, typedOptionValues, type VariantDraft } from "./variants";

const row = (overrides: Partial<VariantDraft> = {}): VariantDraft => ({
  id: 7,
  is_default: true,
  ordered: false,
  sku: "ASH-60",
  option_values: ["60 capsules"],
  price: "299",
  discount_type: "",
  discount: "",
  stock: "30",
  quantity: "60 capsules",
  weight_grams: "250",
  length_cm: "",
  breadth_cm: "",
  height_cm: "",
  gtin: "",
  active: true,
  image_url: "",
  ...overrides,
});

describe("typedOptionValues", () => {
  it("splits on commas and drops blanks", () => {
    expect(typedOptionValues(" 60 capsules, 120 capsules ,, ")).toEqual(["60 capsules", "120 capsules"]);
  });
});

describe("productVariantsForm", () => {
  it("turns the typed grid into the API's body", () => {
    const parsed = productVariantsForm.parse({
      version: 3,
      options: [{ name: "Size", values: "60 capsules, 120 capsules" }],
      variants: [
        row(),
        row({
          id: undefined,
          is_default: false,
          sku: "ASH-120",
          option_values: ["120 capsules"],
          price: "549.5",
          discount_type: "percent",
          discount: "10",
          stock: "",
          length_cm: "10",
          breadth_cm: "6",
          height_cm: "6",
          gtin: " 8901234567890 ",
          image_url: "/images/products/ash-120.webp",
        }),
      ],
    });
    expect(parsed).toEqual({
      version: 3,
      options: [{ name: "Size", values: ["60 capsules", "120 capsules"] }],
      variants: [
        expect.objectContaining({
          id: 7,
          sku: "ASH-60",
          price: 299,
          discount_type: null,
          discount: 0,
          stock: 30,
          image_urls: [],
        }),
        expect.objectContaining({
          sku: "ASH-120",
          price: 549.5,
          discount_type: "percent",
          discount: 10,
          stock: 0,
          length_cm: 10,
          gtin: "8901234567890",
          image_urls: ["/images/products/ash-120.webp"],
        }),
      ],
    });
    expect(parsed.variants[1].id).toBeUndefined();
  });

  it("refuses at the row and column the API would", () => {
    const refusals = (variants: VariantDraft[]) =>
      productVariantsForm
        .safeParse({ version: 3, options: [{ name: "Size", values: "60 capsules, 120 capsules" }], variants })
        .error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(
      refusals([row(), row({ id: 8, is_default: false, option_values: ["120 capsules"], sku: "ASH-120", price: "" })]),
    ).toEqual([["variants.1.price", "Price must be an amount in rupees"]]);
    expect(refusals([row(), row({ id: 8, is_default: false, option_values: ["120 capsules"] })])).toEqual([
      ["variants.1.sku", "The SKU ASH-60 is used twice"],
    ]);
    expect(
      refusals([
        row(),
        row({ id: 8, is_default: false, option_values: ["120 capsules"], sku: "ASH-120", gtin: "8901234567891" }),
      ]),
    ).toEqual([["variants.1.gtin", "This GTIN's check digit is wrong: the last digit of 890123456789… is 0"]]);
  });
});
