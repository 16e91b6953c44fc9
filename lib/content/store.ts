/** The store's own words from SPEC.md (section 2, Header), used until the merchant saves others. */
export const STORE_DEFAULTS = {
  companyName: "Prakriti Ayurveda",
  tagline: "THE PURITY OF NATURE",
  slogan: "Natural Solution of Your Ploblem Is Now In Front Of You", // the spec's spelling, keep it
} as const;
