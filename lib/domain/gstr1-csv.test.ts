import { gstr1CsvLines, gstr1CsvTable, placeOfSupplyLabel } from "./gstr1-csv";
import type { Gstr1File } from "./gstr1";

const file: Gstr1File = {
  gstin: "29AAJCP7251M1ZQ",
  fp: "112026",
  b2b: [],
  b2cl: [],
  b2cs: [
    { sply_ty: "INTRA", pos: "29", typ: "OE", rt: 12, txval: -1.91, camt: -0.12, samt: -0.11, csamt: 0 },
    { sply_ty: "INTER", pos: "", typ: "OE", rt: 5, txval: 100, iamt: 5, csamt: 0 },
  ],
  cdnr: [],
  cdnur: [],
  hsn: {
    hsn_b2b: [],
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: "996812",
        desc: "Shipping",
        uqc: "NA",
        qty: 0,
        rt: 12,
        txval: 10,
        iamt: 0,
        camt: 0.6,
        samt: 0.6,
        csamt: 0,
      },
    ],
  },
  doc_issue: { doc_det: [] },
};

describe("GSTR-1 CSV tables", () => {
  it("writes places of supply as the tool does, and a negative B2CS row as numbers, never as quoted text", () => {
    expect(placeOfSupplyLabel("29")).toBe("29-Karnataka");
    expect(placeOfSupplyLabel("")).toBe("");
    expect([...gstr1CsvLines(file, "b2cs")]).toEqual([
      "Type,Supply Type,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\r\n",
      "OE,INTRA,29-Karnataka,12,-1.91,0,-0.12,-0.11,0\r\n",
      "OE,INTER,,5,100,5,0,0,0\r\n",
    ]);
  });

  it("sums an HSN row's total value from its taxable value and taxes; an empty table is its header alone", () => {
    expect(gstr1CsvTable(file, "hsn_b2c").rows).toEqual([
      ["996812", "Shipping", "NA", 0, 12, 11.2, 10, 0, 0.6, 0.6, 0],
    ]);
    expect([...gstr1CsvLines(file, "cdnur")]).toHaveLength(1);
  });
});
