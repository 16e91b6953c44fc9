import { containsPattern } from "./sql-patterns";

describe("containsPattern", () => {
  it.each([
    ["Sharma", "%Sharma%"],
    ["50%", "%50\\%%"],
    ["a_b", "%a\\_b%"],
    ["c:\\d", "%c:\\\\d%"],
  ])("%s -> %s", (text, pattern) => expect(containsPattern(text)).toBe(pattern));
});
