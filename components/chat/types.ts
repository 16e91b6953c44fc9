import type { HealthTagSummary, Recommendation } from "@/lib/server/catalog/health-assistant";

/** The shapes the health-assistant API answers with (type-only: nothing server-side reaches the browser). */
export type HealthTag = HealthTagSummary;
export type RecommendedProduct = Recommendation;

/** SPEC.md section 3 "Chat message". */
export type ChatMessage = {
  id: string;
  type: "bot" | "user";
  content: string;
  timestamp: Date;
  products?: RecommendedProduct[];
  /** Offer the Browse All Products / View Cart buttons under this message. */
  quickActions?: boolean;
};
