import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { getStoreSettings, updateStoreSettings } from "@/lib/server/settings/merchant-settings";
import { storeSettingsPatch } from "@/lib/validation/admin-settings";

/** The merchant's settings; amounts in rupees. */
export const GET = route({ auth: ADMINS }, () => getStoreSettings());

/** Saves any subset of the settings and revalidates the storefront pages that show them. */
export const PATCH = route({ auth: ADMINS, body: storeSettingsPatch }, ({ body, staff }) =>
  updateStoreSettings(body, staff),
);
