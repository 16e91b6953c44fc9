/** The blog's three hard-coded sample posts (SPEC.md "Blog"). */
export type BlogPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  date: string;
  author: string;
  category: string;
  tags: string[];
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: "Dinacharya: Building an Ayurvedic Daily Routine",
    slug: "ayurvedic-daily-routine",
    excerpt:
      "From tongue scraping and oil pulling to mindful meals at regular times, discover how a simple daily rhythm keeps the doshas in balance and your energy steady all day.",
    date: "2025-07-02",
    author: "Dr. Meera Nair",
    category: "Lifestyle",
    tags: ["Dinacharya", "Daily Rituals", "Wellness"],
  },
  {
    id: 2,
    title: "Ashwagandha: The Ancient Adaptogen for Modern Stress",
    slug: "ashwagandha-for-stress",
    excerpt:
      "Why has Ashwagandha been prized for over three thousand years? We look at how this root supports calm, restful sleep and resilience, and how to take it well.",
    date: "2025-06-18",
    author: "Vaidya Arjun Rao",
    category: "Herbs",
    tags: ["Ashwagandha", "Stress", "Sleep"],
  },
  {
    id: 3,
    title: "Eating for Your Dosha: A Beginner's Guide",
    slug: "eating-for-your-dosha",
    excerpt:
      "Vata, Pitta or Kapha? Learn the qualities of each dosha, which foods bring balance, and a few simple seasonal swaps to support healthy digestion.",
    date: "2025-05-30",
    author: "Ananya Iyer",
    category: "Nutrition",
    tags: ["Doshas", "Diet", "Digestion"],
  },
];

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
