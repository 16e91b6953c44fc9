import { z } from "zod";
import { actionReason, reasonedOrderAction, restockChoice } from "../reasoned-action";

const Body = z.object({ cancellation_reason: actionReason("cancel"), restock: restockChoice });

export const POST = reasonedOrderAction(Body, (body) => ({
  action: "cancel",
  notes: body.cancellation_reason,
  restock: body.restock,
}));
