import { NextResponse } from "next/server";
import { adminRoute, readBody } from "@/lib/server/admin/http";
import { getStoreSettings, updateStoreSettings } from "@/lib/server/admin/settings";
import { storeSettingsPatch } from "@/lib/validation/admin-settings";

/** The merchant's settings; amounts in rupees. */
export const GET = adminRoute(async () => NextResponse.json(await getStoreSettings()));

/** Saves any subset of the settings and revalidates the storefront pages that show them. */
export const PATCH = adminRoute(async (request) => NextResponse.json(await updateStoreSettings(await readBody(request, storeSettingsPatch))));
