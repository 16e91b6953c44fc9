import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { shippingDocument } from "@/lib/server/shipping/documents";
import { shippingDocumentsBody } from "@/lib/validation/shipping/documents";

/** The manifest of the selected orders' shipments (the pickup agent signs it), one PDF. */
export const POST = route(
  { endpoint: "admin.shipments.manifest", auth: ADMINS, body: shippingDocumentsBody },
  async ({ body }) => {
    const { pdf, filename } = await shippingDocument("manifest", [...new Set(body.order_ids)]);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "content-length": String(pdf.length),
      },
    });
  },
);
