import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { getStoreSettings, updateStoreSettings } from "@/lib/server/settings/merchant-settings";
import { storeSettingsPatch } from "@/lib/validation/settings/merchant-settings";

/** The merchant's settings; amounts in rupees. */
export const GET = route({ endpoint: "admin.settings.get", auth: ADMINS }, () => getStoreSettings());

/** Saves any subset of the settings and revalidates the storefront pages that show them. */
export const PATCH = route(
  { endpoint: "admin.settings.update", auth: ADMINS, body: storeSettingsPatch },
  ({ body, staff }) => updateStoreSettings(body, staff),
);
