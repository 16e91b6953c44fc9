/** The six hard-coded health conditions of SPEC.md ("Conditions"). The seed data matches its products against these keywords. */
export type Condition = { slug: string; title: string; description: string; keywords: string[] };

export const CONDITIONS: readonly Condition[] = [
  {
    slug: "digestive-health",
    title: "Digestive Health",
    description:
      "Ayurveda places Agni, the digestive fire, at the heart of wellbeing. Gentle churnas, herbal juices and teas help ease bloating, acidity and irregularity and keep the gut light and comfortable.",
    keywords: ["digestion", "bloating", "acidity", "constipation", "gut"],
  },
  {
    slug: "stress-anxiety",
    title: "Stress & Anxiety",
    description:
      "Adaptogens such as Ashwagandha, Brahmi and Jatamansi have been used for centuries to calm the mind, steady the nerves and support deep, restful sleep.",
    keywords: ["stress", "anxiety", "sleep", "insomnia", "calm"],
  },
  {
    slug: "joint-muscle-care",
    title: "Joint & Muscle Care",
    description:
      "Warm herbal oils and anti-inflammatory herbs like Shallaki, Guggul and Turmeric soothe stiff joints, tired muscles and everyday aches.",
    keywords: ["joint", "arthritis", "muscle", "inflammation", "back pain"],
  },
  {
    slug: "skin-hair-wellness",
    title: "Skin & Hair Wellness",
    description:
      "Radiant skin and strong hair begin with balanced doshas. Kumkumadi, Neem, Bhringraj and Amla nourish from within and without to clear acne, calm dandruff and reduce hair fall.",
    keywords: ["acne", "skin", "hair fall", "dandruff", "pigmentation"],
  },
  {
    slug: "immunity-boost",
    title: "Immunity Boost",
    description:
      "Rasayanas such as Chyawanprash, Giloy and Tulsi strengthen Ojas, the body's natural resilience, and support the respiratory system through changing seasons.",
    keywords: ["immunity", "cold", "cough", "infection", "respiratory"],
  },
  {
    slug: "detoxification",
    title: "Detoxification",
    description:
      "Periodic cleansing clears accumulated Ama (toxins). Triphala, Neem and Manjistha support the liver, purify the blood and restore lightness and clarity.",
    keywords: ["detox", "liver", "toxins", "cleanse", "blood purification"],
  },
];

export function findCondition(slug: string): Condition | undefined {
  return CONDITIONS.find((condition) => condition.slug === slug);
}

/** Keywords by condition slug, for the seed data and its test. */
export const CONDITION_KEYWORDS: Record<string, string[]> = Object.fromEntries(
  CONDITIONS.map((condition) => [condition.slug, condition.keywords]),
);
