import { getCompanyInfo } from "@/lib/server/catalog/content";
import { absoluteImageUrl } from "@/lib/server/catalog/urls";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/company/: name, logo (absolute URL or null), tagline. */
export const GET = route({ endpoint: "company.get" }, async () => {
  const company = await getCompanyInfo();
  return { name: company.name, logo: company.logo ? absoluteImageUrl(company.logo) : null, tagline: company.tagline };
});
