import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { importPincodes } from "@/lib/server/shipping/pincode-list";
import { pincodeImport } from "@/lib/validation/shipping/pincodes";

/**
 * `{ csv }`: the file's text with a header row (pincode, city, state, serviceable, cod_allowed,
 * delivery_days). Each row is applied whole or refused -> { created, updated, unchanged, refused: [{ line, message }] }.
 */
export const POST = route(
  { endpoint: "portal.pincodes.import", auth: ADMINS, body: pincodeImport },
  ({ body, staff }) => importPincodes(body.csv, staff),
);
