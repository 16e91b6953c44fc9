/** A PIN code in each state the tests deliver to: an address's state must be its PIN code's. */
export const PINCODE_IN: Record<string, string> = {
  Delhi: "110001",
  Karnataka: "560001",
  Kerala: "682001",
  Maharashtra: "400001",
  "Tamil Nadu": "600001",
  "West Bengal": "700001",
};
