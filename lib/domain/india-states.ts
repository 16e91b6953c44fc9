/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN and the "place of supply" code on a tax invoice), as the GST Network lists them.
 * Code 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer issued.
 */
export type IndiaState = { name: string; gstCode: string };

export const INDIA_STATES: readonly IndiaState[] = Object.freeze(
  [
    { name: "Jammu and Kashmir", gstCode: "01" },
    { name: "Himachal Pradesh", gstCode: "02" },
    { name: "Punjab", gstCode: "03" },
    { name: "Chandigarh", gstCode: "04" },
    { name: "Uttarakhand", gstCode: "05" },
    { name: "Haryana", gstCode: "06" },
    { name: "Delhi", gstCode: "07" },
    { name: "Rajasthan", gstCode: "08" },
    { name: "Uttar Pradesh", gstCode: "09" },
    { name: "Bihar", gstCode: "10" },
    { name: "Sikkim", gstCode: "11" },
    { name: "Arunachal Pradesh", gstCode: "12" },
    { name: "Nagaland", gstCode: "13" },
    { name: "Manipur", gstCode: "14" },
    { name: "Mizoram", gstCode: "15" },
    { name: "Tripura", gstCode: "16" },
    { name: "Meghalaya", gstCode: "17" },
    { name: "Assam", gstCode: "18" },
    { name: "West Bengal", gstCode: "19" },
    { name: "Jharkhand", gstCode: "20" },
    { name: "Odisha", gstCode: "21" },
    { name: "Chhattisgarh", gstCode: "22" },
    { name: "Madhya Pradesh", gstCode: "23" },
    { name: "Gujarat", gstCode: "24" },
    { name: "Dadra and Nagar Haveli and Daman and Diu", gstCode: "26" },
    { name: "Maharashtra", gstCode: "27" },
    { name: "Karnataka", gstCode: "29" },
    { name: "Goa", gstCode: "30" },
    { name: "Lakshadweep", gstCode: "31" },
    { name: "Kerala", gstCode: "32" },
    { name: "Tamil Nadu", gstCode: "33" },
    { name: "Puducherry", gstCode: "34" },
    { name: "Andaman and Nicobar Islands", gstCode: "35" },
    { name: "Telangana", gstCode: "36" },
    { name: "Andhra Pradesh", gstCode: "37" },
    { name: "Ladakh", gstCode: "38" },
  ].map((state) => Object.freeze(state)),
);

/** Other spellings shoppers type for a state, by the key `normalize` makes of them. */
const ALIASES: Record<string, string> = {
  "new delhi": "07",
  "nct of delhi": "07",
  "national capital territory of delhi": "07",
  orissa: "21",
  pondicherry: "34",
  uttaranchal: "05",
  "j and k": "01",
  "jammu kashmir": "01",
  "andaman nicobar": "35",
  "andaman and nicobar": "35",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  "dnh and dd": "26",
};

/** Lower case, "&" as "and", punctuation as spaces, single spaces. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
}

const BY_KEY = new Map<string, IndiaState>(INDIA_STATES.map((state) => [normalize(state.name), state]));
const BY_CODE = new Map<string, IndiaState>(INDIA_STATES.map((state) => [state.gstCode, state]));

export function stateByGstCode(code: string): IndiaState | null {
  return BY_CODE.get(code) ?? null;
}

/** The state a typed name stands for (any case, "&" or "and", common older names); null when unknown. */
export function stateByName(name: string): IndiaState | null {
  const key = normalize(name);
  const alias = ALIASES[key];
  return (alias ? BY_CODE.get(alias) : BY_KEY.get(key)) ?? null;
}
