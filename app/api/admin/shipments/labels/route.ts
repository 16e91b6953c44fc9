import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { shippingDocument } from "@/lib/server/shipping/documents";
import { shippingDocumentsBody } from "@/lib/validation/shipping/documents";

/** The shipping labels of the selected orders, one PDF (Shiprocket's own, or drawn by the shop for the manual carrier). */
export const POST = route(
  { endpoint: "admin.shipments.labels", auth: ADMINS, body: shippingDocumentsBody },
  async ({ body }) => {
    const { pdf, filename } = await shippingDocument("labels", [...new Set(body.order_ids)]);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "content-length": String(pdf.length),
      },
    });
  },
);
