/** Policy texts of the footer dialogs, stored in StoreSettings.policies (SPEC.md section 2, Footer). */
export type PolicyKey = "shipping" | "cancellation" | "terms" | "privacy" | "contact";
export type Policy = { title: string; updated: string; body: string[] };
