import { ADMINS } from "@/lib/domain/principal";
import { exportSubscribersCsv, recordSubscriberExport } from "@/lib/server/contact/newsletter";
import { csvAttachment } from "@/lib/server/requests/csv";
import { route } from "@/lib/server/route-handler/route";
import { newsletterExportQuery } from "@/lib/validation/contact/newsletter";

/** Every subscriber as a streamed CSV attachment (UTF-8 with a BOM, so Excel opens it) named newsletter_{YYYY-MM-DD}.csv. */
export const GET = route(
  { endpoint: "portal.newsletter.export", auth: ADMINS, query: newsletterExportQuery },
  async ({ query, staff }) => {
    await recordSubscriberExport(query.search, staff);
    return csvAttachment(
      `newsletter_${new Date().toISOString().slice(0, 10)}.csv`,
      exportSubscribersCsv(query.search),
      {
        bom: true,
      },
    );
  },
);
