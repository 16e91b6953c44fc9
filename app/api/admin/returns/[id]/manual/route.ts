import { ADMINS } from "@/lib/domain/principal";
import { approveReturn } from "@/lib/server/returns/actions";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { manualCarrier } from "@/lib/server/shipping/manual";

/**
 * Approves a return (or one whose courier booking failed, e.g. no reverse pickup at the shopper's
 * pincode) with the manual carrier: nothing is booked, the shopper is told to send the parcel to the
 * shop (docs/returns.md); once, as the courier's approval.
 */
export const POST = route(
  { endpoint: "admin.returns.approveManual", auth: ADMINS, ...recordPath("return_not_found", "Return not found") },
  ({ params, staff }) => approveReturn(params.id, staff, manualCarrier),
);
