import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { carrier } from "@/lib/server/shipping/carrier";

const Query = z.object({ pincode: z.string("Enter a valid 6-digit pincode").regex(/^\d{6}$/, "Enter a valid 6-digit pincode") });

export const GET = adminRoute(async (request) => NextResponse.json(await carrier().checkPincode(readQuery(request, Query).pincode)));
