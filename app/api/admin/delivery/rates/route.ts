import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { carrier, DEFAULT_WEIGHT_KG } from "@/lib/server/shipping/carrier";

const Query = z.object({
  pincode: z.string("Enter a valid 6-digit pincode").regex(/^\d{6}$/, "Enter a valid 6-digit pincode"),
  weight: z.coerce.number().positive().max(100).default(DEFAULT_WEIGHT_KG),
});

export const GET = adminRoute(async (request) => {
  const { pincode, weight } = readQuery(request, Query);
  return NextResponse.json(await carrier().rates(pincode, weight));
});
