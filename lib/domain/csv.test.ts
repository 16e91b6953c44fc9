import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it.each<[Parameters<typeof csvCell>[0], string]>([
    ["plain", "plain"],
    ["Rao, Asha", '"Rao, Asha"'],
    ['12" pipe', '"12"" pipe"'],
    ["line\nbreak", '"line\nbreak"'],
    [" padded", '" padded"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+91 98765", "'+91 98765"],
    ["-5", "'-5"],
    [-5, "-5"],
    [1234.5, "1234.5"],
    [null, ""],
    [undefined, ""],
    [true, "true"],
    [new Date("2026-11-21T10:00:00Z"), "2026-11-21T10:00:00.000Z"],
  ])("%j -> %s", (value, cell) => expect(csvCell(value)).toBe(cell));
});

it("joins a row with commas and ends it with CRLF", () => {
  expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
});
