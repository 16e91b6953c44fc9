import { z } from "zod";
import { actionReason, reasonedOrderAction, restockChoice } from "../reasoned-action";

const Body = z.object({ refund_reason: actionReason("refund"), restock: restockChoice });

export const POST = reasonedOrderAction(Body, (body) => ({
  action: "refund",
  notes: body.refund_reason,
  restock: body.restock,
}));
