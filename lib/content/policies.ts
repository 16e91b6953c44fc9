/** Policy texts of the footer dialogs, stored in StoreSettings.policies (SPEC.md section 2, Footer). */
export const POLICY_KEYS = ["shipping", "cancellation", "terms", "privacy", "contact"] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
export type Policy = { title: string; updated: string; body: string[] };
