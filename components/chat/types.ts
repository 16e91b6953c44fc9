export type HealthTag = { id: number; name: string; icon: string };

export type RecommendedProduct = {
  id: number;
  name: string;
  price: number;
  image: string | null;
  tags: string[];
  category: string;
  description: string;
};

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
