import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";
import { CATALOG_TAGS } from "./tags";

export const DEFAULT_COMPANY = { name: "Prakriti Ayurveda", logo: null, tagline: "THE PURITY OF NATURE" } as const;

export type CompanyInfo = { name: string; logo: string | null; tagline: string };
export type SlideView = { id: number; headline: string; tagline: string; image: string | null; buttonText: string; link: string };

/** The merchant's name, logo and tagline, with the spec's defaults when not configured. */
export async function getCompanyInfo(): Promise<CompanyInfo> {
  "use cache";
  cacheTag(CATALOG_TAGS.settings);
  cacheLife("max");
  const settings = await db.storeSettings.findUnique({ where: { id: 1 }, select: { companyName: true, logo: true, tagline: true } });
  if (!settings) return { ...DEFAULT_COMPANY };
  return {
    name: settings.companyName || DEFAULT_COMPANY.name,
    logo: settings.logo,
    tagline: settings.tagline || DEFAULT_COMPANY.tagline,
  };
}

/** Active hero slides in the merchant's order. */
export async function listSlides(): Promise<SlideView[]> {
  "use cache";
  cacheTag(CATALOG_TAGS.slides);
  cacheLife("max");
  return db.slide.findMany({
    where: { active: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, headline: true, tagline: true, image: true, buttonText: true, link: true },
  });
}
