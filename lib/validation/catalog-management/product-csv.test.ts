import { csvCell } from "@/lib/domain/csv";
import {
  checkHeader,
  columnOfVariantField,
  fieldsOfCells,
  listOfCell,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_LEVEL_COLUMNS,
  PRODUCT_LEVEL_FIELDS,
  unescapeCell,
} from "./product-csv";

describe("the product CSV's columns", () => {
  it("reads a product's own columns from its first row; the others are each variant's", () => {
    expect(PRODUCT_LEVEL_COLUMNS).toEqual([
      "name",
      "description",
      "category",
      "available",
      "archived",
      "brand",
      "tags",
      "benefits",
      "key_ingredients",
      "how_to_use",
      "certifications",
      "conditions_cured",
      "video",
      "hsn_code",
      "gst_rate",
      "search_synonyms",
      "option1_name",
      "option2_name",
      "option3_name",
    ]);
    expect(PRODUCT_LEVEL_FIELDS).toEqual(
      PRODUCT_LEVEL_COLUMNS.filter((column) => !["category", "archived"].includes(column) && !/^option/.test(column)),
    );
  });

  it("names the column of a variants grid field's refusal", () => {
    expect(columnOfVariantField("active")).toBe("variant_active");
    expect(columnOfVariantField("price")).toBe("price");
    expect(columnOfVariantField(undefined)).toBe("sku");
  });
});

describe("the product CSV header", () => {
  it("takes the export's columns in any order and case, and ignores the report's error column", () => {
    expect(checkHeader([" SKU", "Price", "error"])).toEqual({ columns: ["sku", "price", null] });
    expect(checkHeader([...PRODUCT_CSV_COLUMNS])).toEqual({ columns: [...PRODUCT_CSV_COLUMNS] });
  });

  it.each([
    [["sku", "colour"], /^Unknown column "colour": the columns are sku, name, /],
    [["sku", ""], /^The header row has an empty column name$/],
    [["sku", "name", "Name"], /^The column "name" appears twice in the header row$/],
    [["name", "price"], /^The header row must name the sku column/],
  ])("refuses %j", (header, problem) => {
    const checked = checkHeader(header);
    expect("problem" in checked && checked.problem).toMatch(problem);
  });
});

describe("a row's cells", () => {
  it("become the API's fields: numbers, flags, lists, empty text, and the category as written", () => {
    expect(
      fieldsOfCells({
        sku: "A-1",
        name: " Tulsi Tea ",
        price: "149.50",
        discount_type: "Percent",
        discount: "10",
        category: "wellness-teas",
        available: "Yes",
        archived: "0",
        stock: "12",
        tags: "tea | tulsi ||",
        brand: "",
        gst_rate: "",
        how_to_use: "",
      }),
    ).toEqual({
      fields: {
        sku: "A-1",
        name: " Tulsi Tea ",
        price: 149.5,
        discount_type: "percent",
        discount: 10,
        available: true,
        archived: false,
        stock: 12,
        tags: ["tea", "tulsi"],
        brand: "",
        how_to_use: "",
      },
      category: "wellness-teas",
    });
  });

  it("leaves a number that is not plain digits to the schema, which refuses it by name", () => {
    expect(fieldsOfCells({ price: "1e400", stock: "0x10", weight_grams: "12 g" })).toEqual({
      fields: { price: "1e400", stock: "0x10", weight_grams: "12 g" },
      category: undefined,
    });
  });

  it("refuses a yes/no cell that is neither", () => {
    expect(fieldsOfCells({ available: "maybe" })).toEqual({ problem: "Available is yes or no (true/false, 1/0)" });
  });

  it("takes off the apostrophe the export puts before formula-like text, and only that one", () => {
    for (const text of ["=SUM(A1)", "-starts with a dash", "+91", "@home"])
      expect(unescapeCell(csvCell(text).replace(/^"|"$/g, ""))).toBe(text);
    expect(unescapeCell("'quoted'")).toBe("'quoted'");
    expect(listOfCell(" a |b| | c ")).toEqual(["a", "b", "c"]);
  });
});
