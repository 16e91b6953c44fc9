import { INDIA_STATES } from "./india-states";
import { deliveryStateOf, pincodeStateProblem, statesOfPincode } from "./pincode-states";

const namesOf = (pincode: string) => statesOfPincode(pincode).map((state) => state.name);

/** PIN codes of India Post's directory, spread over each state's (each in that state alone). */
const DIRECTORY_SAMPLES: [string, string[]][] = [
  ["Andaman and Nicobar Islands", ["744101", "744106", "744204", "744210", "744304"]],
  ["Andhra Pradesh", ["507130", "518216", "523156", "532429", "535594"]],
  ["Arunachal Pradesh", ["790001", "791002", "791118", "792103", "792131"]],
  ["Assam", ["781001", "782125", "784172", "786156", "788931"]],
  ["Bihar", ["800001", "811102", "841425", "847231", "855117"]],
  ["Chandigarh", ["160001", "160011", "160019", "160030", "160102"]],
  ["Chhattisgarh", ["490001", "493114", "494448", "495689", "497778"]],
  ["Dadra and Nagar Haveli and Daman and Diu", ["362520", "362540", "396210", "396215", "396220"]],
  ["Delhi", ["110001", "110024", "110048", "110073", "110097"]],
  ["Goa", ["403001", "403401", "403517", "403713", "403806"]],
  ["Gujarat", ["360001", "365630", "384205", "391160", "396590"]],
  ["Haryana", ["121001", "124102", "126113", "132117", "136156"]],
  ["Himachal Pradesh", ["171001", "173215", "175050", "176202", "177601"]],
  ["Jammu and Kashmir", ["180001", "182127", "185135", "192121", "193504"]],
  ["Jharkhand", ["813208", "822131", "828131", "832102", "835325"]],
  ["Karnataka", ["560001", "571490", "577201", "583225", "591346"]],
  ["Kerala", ["670001", "678592", "682507", "689584", "695615"]],
  ["Ladakh", ["194101", "194104", "194201", "194401", "194404"]],
  ["Lakshadweep", ["682551", "682553", "682555", "682557", "682559"]],
  ["Madhya Pradesh", ["450001", "460551", "471311", "481337", "488448"]],
  ["Maharashtra", ["400001", "413224", "416306", "431151", "445402"]],
  ["Manipur", ["795001", "795103", "795125", "795139", "795159"]],
  ["Meghalaya", ["793001", "793017", "793112", "794003", "794115"]],
  ["Mizoram", ["796001", "796081", "796290", "796501", "796901"]],
  ["Nagaland", ["797001", "797105", "797117", "798615", "798627"]],
  ["Odisha", ["751001", "754296", "758084", "764076", "770076"]],
  ["Puducherry", ["605001", "605005", "605011", "609602", "609609"]],
  ["Punjab", ["140001", "142048", "144043", "146108", "160104"]],
  ["Rajasthan", ["301001", "306504", "322034", "333027", "345034"]],
  ["Sikkim", ["737101", "737111", "737120", "737133", "737139"]],
  ["Tamil Nadu", ["600001", "613001", "626118", "635116", "643253"]],
  ["Telangana", ["500001", "502286", "505304", "507158", "509412"]],
  ["Tripura", ["799001", "799102", "799157", "799264", "799290"]],
  ["Uttar Pradesh", ["201001", "221006", "231223", "271313", "285223"]],
  ["Uttarakhand", ["244712", "246455", "249146", "262554", "263680"]],
  ["West Bengal", ["700001", "713101", "722121", "735232", "743711"]],
];

/** PIN codes whose post offices lie in two states, as the directory lists them. */
const ON_A_STATE_LINE: [string, string[]][] = [
  ["140119", ["Chandigarh", "Punjab"]],
  ["140125", ["Chandigarh", "Punjab"]],
  ["140133", ["Chandigarh", "Punjab"]],
  ["160003", ["Chandigarh", "Punjab"]],
  ["160014", ["Chandigarh", "Punjab"]],
  ["246763", ["Uttar Pradesh", "Uttarakhand"]],
  ["247662", ["Uttar Pradesh", "Uttarakhand"]],
  ["247665", ["Uttar Pradesh", "Uttarakhand"]],
  ["396193", ["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"]],
  ["396230", ["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"]],
  ["396235", ["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"]],
  ["396240", ["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"]],
  ["533464", ["Andhra Pradesh", "Puducherry"]],
  ["605007", ["Puducherry", "Tamil Nadu"]],
  ["605014", ["Puducherry", "Tamil Nadu"]],
  ["605101", ["Puducherry", "Tamil Nadu"]],
  ["605102", ["Puducherry", "Tamil Nadu"]],
  ["605105", ["Puducherry", "Tamil Nadu"]],
  ["605106", ["Puducherry", "Tamil Nadu"]],
  ["605107", ["Puducherry", "Tamil Nadu"]],
  ["605110", ["Puducherry", "Tamil Nadu"]],
  ["605111", ["Puducherry", "Tamil Nadu"]],
  ["605501", ["Puducherry", "Tamil Nadu"]],
  ["605502", ["Puducherry", "Tamil Nadu"]],
  ["607402", ["Puducherry", "Tamil Nadu"]],
  ["607403", ["Puducherry", "Tamil Nadu"]],
  ["609603", ["Puducherry", "Tamil Nadu"]],
  ["609604", ["Puducherry", "Tamil Nadu"]],
  ["673310", ["Kerala", "Puducherry"]],
  ["783123", ["Assam", "Meghalaya"]],
  ["783134", ["Assam", "Meghalaya"]],
];

describe("statesOfPincode", () => {
  it.each([
    ["110001", "Delhi"],
    ["110096", "Delhi"],
    ["744101", "Andaman and Nicobar Islands"],
    ["560001", "Karnataka"],
    ["400001", "Maharashtra"],
    ["403001", "Goa"],
    ["403802", "Goa"],
    ["416510", "Maharashtra"],
    ["682001", "Kerala"],
    ["682555", "Lakshadweep"],
    ["682551", "Lakshadweep"],
    ["605001", "Puducherry"],
    ["609602", "Puducherry"],
    ["533001", "Andhra Pradesh"],
    ["600001", "Tamil Nadu"],
    ["605401", "Tamil Nadu"],
    ["160017", "Chandigarh"],
    ["160062", "Punjab"],
    ["134109", "Haryana"],
    ["190001", "Jammu and Kashmir"],
    ["194101", "Ladakh"],
    ["194103", "Ladakh"],
    ["781001", "Assam"],
    ["737101", "Sikkim"],
    ["791111", "Arunachal Pradesh"],
    ["793001", "Meghalaya"],
    ["795001", "Manipur"],
    ["796001", "Mizoram"],
    ["797001", "Nagaland"],
    ["799001", "Tripura"],
    ["396210", "Dadra and Nagar Haveli and Daman and Diu"],
    ["362520", "Dadra and Nagar Haveli and Daman and Diu"],
    ["396001", "Gujarat"],
    ["380001", "Gujarat"],
    ["248001", "Uttarakhand"],
    ["263139", "Uttarakhand"],
    ["244713", "Uttarakhand"],
    ["244001", "Uttar Pradesh"],
    ["262001", "Uttar Pradesh"],
    ["226001", "Uttar Pradesh"],
    ["500001", "Telangana"],
    ["520001", "Andhra Pradesh"],
    ["831001", "Jharkhand"],
    ["800001", "Bihar"],
    ["700001", "West Bengal"],
    ["751001", "Odisha"],
    ["492001", "Chhattisgarh"],
    ["462001", "Madhya Pradesh"],
    ["302001", "Rajasthan"],
    ["171001", "Himachal Pradesh"],
    ["141001", "Punjab"],
    ["122001", "Haryana"],
  ])("%s is in %s", (pincode, state) => {
    expect(namesOf(pincode)).toEqual([state]);
  });

  it.each(DIRECTORY_SAMPLES)("%s: every sampled PIN code of the directory is in it alone", (state, pincodes) => {
    for (const pincode of pincodes) expect([pincode, namesOf(pincode)]).toEqual([pincode, [state]]);
  });

  it.each(ON_A_STATE_LINE)("%s serves both %j", (pincode, states) => {
    expect(namesOf(pincode).sort()).toEqual(states);
  });

  it("knows every state and union territory", () => {
    const covered = new Set([...DIRECTORY_SAMPLES.map(([state]) => state)]);
    expect([...covered].sort()).toEqual(INDIA_STATES.map((state) => state.name).sort());
  });

  it.each(["999999", "900001", "100001", "183001", "0110001", "11000", "abcdef", ""])("%j is no state's", (pincode) => {
    expect(statesOfPincode(pincode)).toEqual([]);
  });

  it("answers for every six-digit number without gaps inside a sorting district", () => {
    for (let prefix = 110; prefix <= 855; prefix += 1) {
      const known = [0, 1, 500, 998, 999].map((suffix) => statesOfPincode(String(prefix * 1000 + suffix)).length > 0);
      expect([prefix, known.every(Boolean) || known.every((value) => !value)]).toEqual([prefix, true]);
    }
  });
});

describe("pincodeStateProblem", () => {
  it("accepts a state the PIN code is in, by any spelling the address forms read", () => {
    expect(pincodeStateProblem("110001", "Delhi")).toBeNull();
    expect(pincodeStateProblem("110001", "New Delhi")).toBeNull();
    expect(pincodeStateProblem("605007", "Tamil Nadu")).toBeNull();
    expect(pincodeStateProblem("605007", "Pondicherry")).toBeNull();
  });

  it("names the PIN code's state", () => {
    expect(pincodeStateProblem("110001", "Karnataka")).toBe("PIN code 110001 is in Delhi, not Karnataka");
    expect(pincodeStateProblem("744101", "karnataka")).toBe(
      "PIN code 744101 is in Andaman and Nicobar Islands, not Karnataka",
    );
    expect(pincodeStateProblem("682555", "Kerala")).toBe("PIN code 682555 is in Lakshadweep, not Kerala");
    expect(pincodeStateProblem("605007", "Kerala")).toBe("PIN code 605007 is in Puducherry or Tamil Nadu, not Kerala");
    expect(pincodeStateProblem("999999", "Delhi")).toBe("No post office in India has PIN code 999999: check it");
  });
});

describe("deliveryStateOf", () => {
  it("is the PIN code's state when the address names another", () => {
    expect(deliveryStateOf("110001", "Karnataka")).toBe("Delhi");
    expect(deliveryStateOf("110001", "Delhi")).toBe("Delhi");
    expect(deliveryStateOf("110001", "NCT of Delhi")).toBe("NCT of Delhi");
  });

  it("keeps the address's state where the PIN code cannot tell", () => {
    expect(deliveryStateOf("605007", "Karnataka")).toBe("Karnataka");
    expect(deliveryStateOf("605007", "Tamil Nadu")).toBe("Tamil Nadu");
    expect(deliveryStateOf("999999", "Karnataka")).toBe("Karnataka");
  });
});
