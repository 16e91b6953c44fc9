import {
  categorySlug,
  homeCategories,
  priceStoredProduct,
  productSlug,
  productDerivedFields,
  productSearchNames,
  productSearchText,
  ratingSummary,
  spellingKey,
  storedDiscount,
} from "./catalog";

describe("categorySlug", () => {
  it.each([
    ["Herbal Supplements", "herbal-supplements"],
    ["  Wellness   Teas ", "wellness-teas"],
    ["Skincare", "skincare"],
    ["Hair\tCare", "hair-care"],
  ])("%j -> %s", (name, slug) => expect(categorySlug(name)).toBe(slug));
});

describe("ratingSummary", () => {
  it.each([
    [[], { ratingAverage: 0, ratingCount: 0 }],
    [[5], { ratingAverage: 5, ratingCount: 1 }],
    [[5, 4, 4], { ratingAverage: 4.3, ratingCount: 3 }],
    [[5, 4], { ratingAverage: 4.5, ratingCount: 2 }],
  ])("%j -> %j", (ratings, summary) => expect(ratingSummary(ratings)).toEqual(summary));
});

describe("productSearchText", () => {
  it("joins name, tags, description and benefits in lower case", () => {
    const text = productSearchText({
      name: "Tulsi Tea",
      tags: ["Immunity"],
      description: "Holy BASIL",
      benefits: ["Calm Mind"],
    });
    expect(text).toContain("tulsi tea");
    expect(text).toContain("immunity");
    expect(text).toContain("holy basil");
    expect(text).toContain("calm mind");
  });

  it("does not let a term span two fields", () => {
    const text = productSearchText({ name: "ab", tags: ["cd"], description: "", benefits: [] });
    expect(text).not.toContain("abcd");
  });
});

describe("search synonyms (issue 16)", () => {
  const tulsi = {
    name: "Tulsi Green Tea",
    tags: ["Immunity"],
    description: "A long description of the tea.",
    benefits: ["Calm"],
    searchSynonyms: ["तुलसी", "Tulasi"],
  };

  it("are part of the search text", () => {
    expect(productSearchText(tulsi)).toContain("तुलसी");
    expect(productSearchText(tulsi)).toContain("tulasi");
  });

  it("with the name and tags, and not the description, make the short text typos are matched against", () => {
    const names = productSearchNames(tulsi);
    expect(names).toBe("tulsi green tea \u2022 immunity \u2022 तुलसी \u2022 tulasi \u00a6 tulsigrintea imunity tulasi");
    expect(productDerivedFields({ ...tulsi, price: 100, discountType: null, discount: 0 }).searchNames).toBe(names);
  });
});

describe("brands and spelling keys (issue 26)", () => {
  it("puts the brand in the search text and the names", () => {
    const product = { name: "Brahmi Vati", tags: ["Memory"], description: "", benefits: [], brand: "Vedic Roots" };
    expect(productSearchText(product)).toContain("vedic roots");
    expect(productSearchNames(product)).toBe(
      "brahmi vati \u2022 memory \u2022 vedic roots \u00a6 bramivati memory vedicruts",
    );
    expect(productSearchNames({ ...product, brand: null })).toBe("brahmi vati \u2022 memory \u00a6 bramivati memory");
  });

  it.each([
    ["triphala", "trifala"],
    ["Brahmi", "bramhi"],
    ["Ashwagandha", "ashvagandha"],
    ["Ashwagandha", "aswagandha"],
    ["KSM-66", "KSM66"],
    ["KSM-66", "ksm 66"],
    ["Shilajit", "shilajeet"],
    ["Chyawanprash", "chyavanprash"],
    ["Bhringraj", "bringraj"],
    ["Shatavari", "satavari"],
    ["Amla", "aamla"],
    ["Anti-Dandruff", "anti dandruff"],
    ["Giloy", "gilloy"],
    ["Mulethi", "mulethee"],
  ])("gives %s and %s one key", (written, typed) => {
    expect(spellingKey(typed)).toBe(spellingKey(written));
  });

  it("keeps digits as written and drops what is not a Latin letter or digit", () => {
    expect(spellingKey("500 mg")).toBe("500mg");
    expect(spellingKey("50 mg")).not.toBe(spellingKey("500 mg"));
    expect(spellingKey("हल्दी")).toBe("");
    expect(spellingKey("Haldi")).toBe("haldi");
  });
});

describe("productDerivedFields", () => {
  const base = { name: "X", tags: [], description: "", benefits: [] };
  it.each([
    [{ price: 50000, discountType: null, discount: 0 }, 50000],
    [{ price: 50000, discountType: null, discount: 999 }, 50000],
    [{ price: 50000, discountType: "amount" as const, discount: 5000 }, 45000],
    [{ price: 50000, discountType: "percent" as const, discount: 20 }, 40000],
  ])("sale price of %j is %i", (pricing, salePrice) => {
    expect(productDerivedFields({ ...base, ...pricing }).salePrice).toBe(salePrice);
  });
});

describe("priceStoredProduct", () => {
  it("ignores a discount left over on a product without a discount type", () => {
    expect(priceStoredProduct({ price: 50000, discountType: null, discount: 999 })).toEqual({
      price: 50000,
      discountPrice: 50000,
      discountPercentage: 0,
      hasDiscount: false,
    });
  });

  it("prices a percent discount", () => {
    expect(priceStoredProduct({ price: 50000, discountType: "percent", discount: 20 })).toEqual({
      price: 50000,
      discountPrice: 40000,
      discountPercentage: 20,
      hasDiscount: true,
    });
  });
});

describe("productSlug", () => {
  it.each([
    ["Ashwagandha Capsules, 60 × 500 mg", "ashwagandha-capsules-60-500-mg"],
    ["  Tulsi   Green Tea!  ", "tulsi-green-tea"],
    ["तुलसी चाय", "तुलसी-चाय"],
    ["!!!", "product"],
  ])("%s -> %s", (name, slug) => expect(productSlug(name)).toBe(slug));
});

describe("storedDiscount", () => {
  it.each([
    ["amount", 25.5, 2550],
    ["percent", 15, 15],
    [null, 40, 0],
  ] as const)("%s %d -> %d", (type, discount, stored) => expect(storedDiscount(type, discount)).toBe(stored));
});

describe("homeCategories (issue 26)", () => {
  const category = (id: number, image: string | null, shownProducts: number) => ({ id, image, shownProducts });

  it("takes the first four, in the order given, that have an image and products in the shop", () => {
    const candidates = [
      category(1, "/a.webp", 3),
      category(2, null, 5),
      category(3, "/c.webp", 0),
      category(4, "/d.webp", 1),
      category(5, "/e.webp", 2),
      category(6, "/f.webp", 9),
      category(7, "/g.webp", 1),
    ];
    expect(homeCategories(candidates).map(({ id }) => id)).toEqual([1, 4, 5, 6]);
  });

  it("shows fewer tiles rather than a placeholder when fewer qualify", () => {
    expect(homeCategories([category(1, null, 4), category(2, "/b.webp", 1)]).map(({ id }) => id)).toEqual([2]);
    expect(homeCategories([])).toEqual([]);
  });
});
