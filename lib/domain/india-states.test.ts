import { INDIA_STATES, stateByGstCode, stateByName } from "./india-states";

describe("India's states and union territories", () => {
  it("lists 28 states and 8 union territories, each with a unique two-digit GST code", () => {
    expect(INDIA_STATES).toHaveLength(36);
    expect(new Set(INDIA_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(36);
    for (const state of INDIA_STATES) expect(state.gstCode).toMatch(/^\d{2}$/);
  });

  it.each([
    ["29", "Karnataka"],
    ["27", "Maharashtra"],
    ["07", "Delhi"],
    ["33", "Tamil Nadu"],
    ["36", "Telangana"],
    ["37", "Andhra Pradesh"],
    ["38", "Ladakh"],
    ["26", "Dadra and Nagar Haveli and Daman and Diu"],
  ])("code %s is %s", (code, name) => {
    expect(stateByGstCode(code)?.name).toBe(name);
    expect(stateByName(name)?.gstCode).toBe(code);
  });

  it.each(["25", "28", "00", "99", ""])("code %j is no state's", (code) => {
    expect(stateByGstCode(code)).toBeNull();
  });

  it.each([
    ["TAMIL NADU", "33"],
    ["tamil  nadu", "33"],
    ["Pondicherry", "34"],
    ["Uttaranchal", "05"],
    ["Andaman & Nicobar Islands", "35"],
    ["J&K", "01"],
  ])("reads %j", (typed, code) => {
    expect(stateByName(typed)?.gstCode).toBe(code);
  });

  it("does not guess", () => {
    expect(stateByName("Bangalore")).toBeNull();
    expect(stateByName("")).toBeNull();
  });
});
