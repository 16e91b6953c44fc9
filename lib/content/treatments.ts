/**
 * The four treatment sections of /treatments (SPEC.md "Treatments"), reachable by their id as the URL hash.
 * "Related Products" leads to categories the shop has (SPEC.md's detox-rejuvenation, a blog page and
 * mindfulness-relaxation do not exist: issue 16, defect 16).
 */
export type Treatment = {
  id: string;
  title: string;
  shortDescription: string;
  longDescription: string[];
  keyBenefits: string[];
  relatedLink: { href: string; label: string };
};

export const TREATMENTS: readonly Treatment[] = [
  {
    id: "panchakarma",
    title: "Panchakarma",
    shortDescription: "Ayurveda's classical five-fold detoxification and rejuvenation therapy.",
    longDescription: [
      "Panchakarma is the cornerstone of Ayurvedic cleansing. Over a personalised programme, five therapeutic actions gently loosen and remove accumulated toxins (Ama) from the body's tissues and channels, restoring the natural balance of Vata, Pitta and Kapha.",
      "Each programme begins with preparatory oleation (Snehana) and herbal steam (Swedana), followed by the main cleansing procedures chosen for your constitution, and ends with a carefully guided diet and rejuvenation phase (Rasayana) so the benefits last.",
    ],
    keyBenefits: [
      "Deep cleansing of toxins",
      "Improved digestion and metabolism",
      "Renewed energy and mental clarity",
      "Strengthened immunity",
      "Balanced doshas",
    ],
    relatedLink: { href: "/products/herbal-supplements/digestive-care", label: "Related Products" },
  },
  {
    id: "herbal-remedies",
    title: "Herbal Remedies",
    shortDescription: "Time-tested formulations of pure herbs tailored to your needs.",
    longDescription: [
      "Ayurveda's pharmacopoeia holds thousands of years of knowledge about plants and their actions. Our practitioners recommend classical formulations such as churnas, vatis, arishtas and rasayanas, prepared from carefully sourced, tested herbs.",
      "Remedies are chosen for your constitution (Prakriti) and current imbalance (Vikriti), supporting the body's own healing intelligence rather than masking symptoms.",
    ],
    keyBenefits: [
      "Natural support without harsh chemicals",
      "Personalised to your constitution",
      "Supports long-term balance",
      "Backed by classical texts",
    ],
    relatedLink: { href: "/products/herbal-supplements", label: "Related Products" },
  },
  {
    id: "lifestyle-consultation",
    title: "Lifestyle Consultation",
    shortDescription: "Personalised guidance on diet, daily routine and seasonal living.",
    longDescription: [
      "True wellbeing grows from daily habits. In a one-to-one consultation, an Ayurvedic practitioner assesses your constitution, digestion, sleep and stress, and helps you design a routine (Dinacharya) and seasonal regimen (Ritucharya) that fits your life.",
      "You receive practical recommendations on what, when and how to eat, how to rest and move, and simple self-care rituals that make a lasting difference.",
    ],
    keyBenefits: [
      "Understand your dosha",
      "A practical daily routine",
      "Diet guidance for your constitution",
      "Better sleep and energy",
    ],
    relatedLink: { href: "/products/wellness-teas", label: "Related Products" },
  },
  {
    id: "yoga-meditation",
    title: "Yoga & Meditation",
    shortDescription: "Asana, pranayama and meditation practices that balance body and mind.",
    longDescription: [
      "Yoga and Ayurveda are sister sciences. Gentle asanas, breathing practices (Pranayama) and guided meditation calm the nervous system, improve flexibility and bring the mind to a steady, peaceful state.",
      "Sessions are adapted to your dosha and experience, from restorative practices for anxious, restless minds to energising flows for sluggishness and low mood.",
    ],
    keyBenefits: [
      "Reduced stress and anxiety",
      "Improved flexibility and posture",
      "Deeper, more restful sleep",
      "Greater focus and calm",
    ],
    relatedLink: { href: "/products/herbal-supplements/stress-and-sleep", label: "Related Products" },
  },
];
