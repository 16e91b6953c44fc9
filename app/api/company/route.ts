import { getCompanyInfo } from "@/lib/server/catalog/content";
import { absoluteImageUrl } from "@/lib/server/catalog/urls";

/** GET /api/company/: name, logo (absolute URL or null), tagline. */
export async function GET() {
  const company = await getCompanyInfo();
  return Response.json({ name: company.name, logo: company.logo ? absoluteImageUrl(company.logo) : null, tagline: company.tagline });
}
