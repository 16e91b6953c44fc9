/**
 * Search synonyms of the seeded products (issue 16): the Hindi (Devanagari) names of the herbs and
 * ingredients their names carry, and common spellings, so "तुलसी" or "tulasi" finds Tulsi. Kept with
 * each product in Product.searchSynonyms and folded into its search text.
 */
const HERB_SYNONYMS: Record<string, string[]> = {
  tulsi: ["तुलसी", "tulasi", "holy basil"],
  ashwagandha: ["अश्वगंधा", "ashvagandha", "winter cherry"],
  chyawanprash: ["च्यवनप्राश", "chyavanprash", "chyawanprakash"],
  giloy: ["गिलोय", "guduchi", "गुडूची"],
  amla: ["आंवला", "आमला", "amalaki", "indian gooseberry"],
  moringa: ["मोरिंगा", "सहजन", "drumstick"],
  triphala: ["त्रिफला"],
  hingvastak: ["हिंग्वाष्टक"],
  avipattikar: ["अविपत्तिकर"],
  isabgol: ["इसबगोल", "ispaghula"],
  aloe: ["एलोवेरा", "घृतकुमारी", "ghritkumari"],
  brahmi: ["ब्राह्मी"],
  shankhpushpi: ["शंखपुष्पी"],
  jatamansi: ["जटामांसी"],
  shilajit: ["शिलाजीत"],
  guggulu: ["गुग्गुलु", "guggul"],
  curcumin: ["हल्दी", "haldi", "turmeric"],
  turmeric: ["हल्दी", "haldi"],
  haldi: ["हल्दी", "turmeric"],
  shatavari: ["शतावरी"],
  ashoka: ["अशोक"],
  neem: ["नीम"],
  kesar: ["केसर", "saffron"],
  saffron: ["केसर", "kesar"],
  chandan: ["चंदन", "sandalwood"],
  rose: ["गुलाब", "gulab"],
  kumkumadi: ["कुमकुमादि"],
  mulethi: ["मुलेठी", "licorice", "yashtimadhu"],
  ginger: ["अदरक", "adrak", "sonth"],
  jeera: ["जीरा", "cumin"],
  dhaniya: ["धनिया", "coriander"],
  saunf: ["सौंफ", "fennel"],
  bhringraj: ["भृंगराज"],
  onion: ["प्याज", "pyaz"],
  hibiscus: ["गुड़हल", "gudhal"],
  punarnava: ["पुनर्नवा"],
  kadha: ["काढ़ा", "kadah"],
  tea: ["चाय", "chai"],
  reetha: ["रीठा", "soapnut"],
  shikakai: ["शिकाकाई"],
  coconut: ["नारियल", "nariyal"],
  ghee: ["घी"],
};

/** The synonyms of every herb named in `name`, without repeats. */
export function seedSearchSynonyms(name: string): string[] {
  const words = name.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  return [...new Set(words.flatMap((word) => HERB_SYNONYMS[word] ?? []))];
}
