/** The store's own words from SPEC.md (section 2, Header), used until the merchant saves others. */
export const STORE_DEFAULTS = {
  companyName: "Prakriti Ayurveda",
  tagline: "THE PURITY OF NATURE",
  slogan: "Natural Solution of Your Ploblem Is Now In Front Of You", // the spec's spelling, keep it
} as const;

/** Customer care hours, the same on /contact, in the footer and in the policy texts (issue 16, defect 15). */
export const CUSTOMER_CARE_HOURS =
  "Monday to Saturday, 10:00 am to 6:00 pm IST (closed on Sundays and national holidays)";
