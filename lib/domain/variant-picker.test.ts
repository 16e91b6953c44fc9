import {
  addressWithVariant,
  initialVariant,
  pickerOptions,
  requestedVariantId,
  variantForChoice,
  variantWithValues,
  type PickerVariant,
} from "./variant-picker";

function variant(id: number, optionValues: string[], inStock = true, isDefault = false): PickerVariant {
  return { id, isDefault, optionValues, unitLabel: optionValues.join(", "), sku: `SKU-${id}`, inStock };
}

const sizes = [
  variant(1, ["60 capsules"], true, true),
  variant(2, ["120 capsules"]),
  variant(3, ["240 capsules"], false),
];

describe("pickerOptions", () => {
  it("offers no picker for a product with one variant", () => {
    expect(pickerOptions([{ name: "Size", values: ["60 capsules"] }], [sizes[0]]).options).toEqual([]);
  });

  it("keeps the options' order and drops values no variant has", () => {
    const options = [{ name: "Pack", values: ["30 capsules", "60 capsules", "120 capsules", "240 capsules"] }];
    expect(pickerOptions(options, sizes).options).toEqual([
      { name: "Pack", values: ["60 capsules", "120 capsules", "240 capsules"] },
    ]);
  });

  it("makes one Size option from the quantity text when the product has no options", () => {
    const plain = [
      { ...variant(1, [], true, true), unitLabel: "100 ml" },
      { ...variant(2, []), unitLabel: "200 ml" },
    ];
    const picked = pickerOptions([], plain);
    expect(picked.options).toEqual([{ name: "Size", values: ["100 ml", "200 ml"] }]);
    expect(picked.variants.map((one) => one.optionValues)).toEqual([["100 ml"], ["200 ml"]]);
  });
});

describe("choosing values", () => {
  const kit = [
    variant(10, ["Small", "Mint"], true, true),
    variant(11, ["Small", "Rose"], false),
    variant(12, ["Large", "Mint"]),
    variant(13, ["Large", "Rose"]),
  ];

  it("finds the variant of exactly these values", () => {
    expect(variantWithValues(kit, ["Large", "Rose"])?.id).toBe(13);
    expect(variantWithValues(kit, ["Large"])).toBeUndefined();
  });

  it("keeps the other options as chosen", () => {
    expect(variantForChoice(kit, kit[0], 0, "Large")?.id).toBe(12);
    expect(variantForChoice(kit, kit[2], 1, "Rose")?.id).toBe(13);
    // Sold out, but it is the variant the choice names: the picker shows it as not selectable.
    expect(variantForChoice(kit, kit[0], 1, "Rose")?.id).toBe(11);
  });

  it("falls back to a variant in stock with the value when the combination does not exist", () => {
    const partial = [
      variant(20, ["Small", "Mint"], true, true),
      variant(21, ["Large", "Rose"], false),
      variant(22, ["Large", "Lime"]),
    ];
    expect(variantForChoice(partial, partial[0], 0, "Large")?.id).toBe(22);
    expect(variantForChoice(partial, partial[0], 0, "Huge")).toBeUndefined();
  });
});

describe("the variant the page opens on", () => {
  it("is the one the address names, even sold out", () => {
    expect(initialVariant(sizes, 2).id).toBe(2);
    expect(initialVariant(sizes, 3).id).toBe(3);
  });

  it("is the default otherwise, or the first in stock when the default is sold out", () => {
    expect(initialVariant(sizes, null).id).toBe(1);
    expect(initialVariant(sizes, 99).id).toBe(1);
    const soldOutDefault = [variant(1, ["a"], false, true), variant(2, ["b"], false), variant(3, ["c"])];
    expect(initialVariant(soldOutDefault, null).id).toBe(3);
    const allSoldOut = [variant(1, ["a"], false), variant(2, ["b"], false, true)];
    expect(initialVariant(allSoldOut, null).id).toBe(2);
  });

  it("reads ?variant= from the address, ignoring anything but an id", () => {
    expect(requestedVariantId("?variant=34")).toBe(34);
    expect(requestedVariantId("?q=1&variant=7")).toBe(7);
    expect(requestedVariantId("?variant=abc")).toBeNull();
    expect(requestedVariantId("?variant=-3")).toBeNull();
    expect(requestedVariantId("")).toBeNull();
  });

  it("writes ?variant= into the address, keeping the rest", () => {
    expect(addressWithVariant("https://shop.test/product/5?variant=1&utm=x#reviews", 9)).toBe(
      "/product/5?variant=9&utm=x#reviews",
    );
    expect(addressWithVariant("https://shop.test/product/5", 9)).toBe("/product/5?variant=9");
  });
});
