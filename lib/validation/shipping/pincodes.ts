/** The serviceable pincode list as the Product Portal's admins manage it, by hand or from a CSV file. */
import { z } from "zod";
import { indiaState, pincode, stateMatchingPincode } from "@/lib/validation/customers/address";
import { boundedInt, dbId, paging } from "@/lib/validation/primitives";

/** The most rows one CSV import takes (India has about 19 000 pincodes). */
export const PINCODE_IMPORT_MAX_ROWS = 25_000;
/** The CSV file's columns, in this order or any other when it has this header. */
export const PINCODE_CSV_COLUMNS = ["pincode", "city", "state", "serviceable", "cod_allowed", "delivery_days"] as const;

const place = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);
const flag = (label: string) => z.boolean({ message: `${label} is true or false` });
const deliveryDays = boundedInt("Delivery days must be a whole number", {
  min: 1,
  max: 60,
  tooSmall: "Delivery days is at least 1",
  tooLarge: "Delivery days is at most 60",
});

/** The state as the address forms take it: one of India's states, and the one the pincode is in. */
const pincodeFields = {
  city: place("City"),
  state: indiaState,
  serviceable: flag("Serviceable").default(true),
  cod_allowed: flag("COD allowed").default(true),
  delivery_days: deliveryDays.default(5),
};

/** POST /api/portal/pincodes/. */
export const pincodeCreate = z
  .object({ pincode, ...pincodeFields })
  .superRefine(stateMatchingPincode("state", "pincode"));

export type PincodeCreate = z.infer<typeof pincodeCreate>;

/**
 * PATCH /api/portal/pincodes/{pincode}/: any of the fields, with the `version` the admin saw (an older
 * one is a 409). That a new state is the pincode's is checked with the pincode, by the service.
 */
export const pincodePatch = z
  .object({
    version: dbId("version is required: the version of the pincode you edited"),
    city: pincodeFields.city.optional(),
    state: pincodeFields.state.optional(),
    serviceable: flag("Serviceable").optional(),
    cod_allowed: flag("COD allowed").optional(),
    delivery_days: deliveryDays.optional(),
  })
  .refine(
    ({ version: _version, ...patch }) => Object.values(patch).some((value) => value !== undefined),
    "Send at least one field to change",
  );

export type PincodePatch = z.infer<typeof pincodePatch>;

/** The path `/{pincode}/`: anything but six digits is the record's 404. */
export const pincodePath = {
  params: z.object({ pincode }),
  refuse: { params: { status: 404, code: "pincode_not_found" } },
} as const;

/** GET /api/portal/pincodes/: search by pincode prefix, city or state; filter by serviceability. */
export const pincodeQuery = z.object({
  search: z.string().trim().max(100, "Search is at most 100 characters").optional(),
  serviceable: z
    .enum(["true", "false"], "serviceable is true or false")
    .transform((value) => value === "true")
    .optional(),
  ...paging(50),
});

export type PincodeQuery = z.infer<typeof pincodeQuery>;

/** POST /api/portal/pincodes/import/: the CSV file's text (UTF-8, a header row naming the columns). */
export const pincodeImport = z.object({
  csv: z
    .string({ message: "csv must be the file's text" })
    .min(1, "The CSV file is empty")
    .max(2_000_000, "The CSV file is at most 2 MB"),
});

const YES = ["true", "yes", "y", "1"];
const NO = ["false", "no", "n", "0"];

/** A yes/no cell: true/false, yes/no, y/n or 1/0, any case; empty takes the default. */
const csvFlag = (label: string) =>
  z.string().transform((cell, context) => {
    const value = cell.trim().toLowerCase();
    if (value === "") return undefined;
    if (YES.includes(value)) return true;
    if (NO.includes(value)) return false;
    context.addIssue({ code: "custom", message: `${label} is yes or no` });
    return z.NEVER;
  });

const csvNumber = z.string().transform((cell) => (cell.trim() === "" ? undefined : Number(cell.trim())));

/** One CSV row, cells as text, into the same fields (and the same refusals) as POST. */
export const pincodeCsvRow = z
  .object({
    pincode: z.string().trim(),
    city: z.string(),
    state: z.string(),
    serviceable: csvFlag("Serviceable").optional(),
    cod_allowed: csvFlag("COD allowed").optional(),
    delivery_days: csvNumber.optional(),
  })
  .pipe(pincodeCreate);

/**
 * The pincode form as typed (delivery days as text). It turns into the API's body and the API's own
 * schema checks it; `version` is the one the admin opened when editing (the pincode is then fixed).
 */
const pincodeDraft = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  cod_allowed: z.boolean(),
  delivery_days: z.string().transform((typed) => (typed.trim() === "" ? Number.NaN : Number(typed))),
  version: z.number().nullable(),
});

export const pincodeCreateForm = pincodeDraft
  .transform(({ version: _version, ...fields }): unknown => fields)
  .pipe(pincodeCreate);
export const pincodeEditForm = pincodeDraft
  .superRefine(stateMatchingPincode("state", "pincode"))
  .transform(({ pincode: _pincode, ...fields }): unknown => fields)
  .pipe(pincodePatch);

export type PincodeDraft = z.input<typeof pincodeDraft>;
