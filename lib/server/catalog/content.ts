import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";
import { getStoreInfo } from "@/lib/server/settings/store-info";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";

export type CompanyInfo = { name: string; logo: string | null; tagline: string };
export type SlideView = {
  id: number;
  headline: string;
  tagline: string;
  image: string | null;
  buttonText: string;
  link: string;
};

/** The merchant's name, logo and tagline (SPEC.md section 3 "Company info"), defaults included. */
export async function getCompanyInfo(): Promise<CompanyInfo> {
  const store = await getStoreInfo();
  return { name: store.companyName, logo: store.logo, tagline: store.tagline };
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
