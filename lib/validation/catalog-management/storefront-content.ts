/** The Product Portal's content: categories, hero slides, health tags, review moderation and the contact inbox. */
import { z } from "zod";
import { dbId, dbInt, paging, sitePath } from "@/lib/validation/primitives";

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);
const name = (label: string, max = 120) => text(label, max).min(1, `${label} is required`);
const position = dbInt("Position is a whole number").min(0, "Position cannot be negative");
const flag = (label: string) => z.boolean({ message: `${label} is true or false` });

/**
 * A PATCH: every field optional (the defaults of a create do not apply to an edit), at least one of
 * them, and the `version` of the `record` the editor saw (an older one is refused with a 409).
 */
function patchOf<Shape extends z.ZodRawShape>(shape: Shape, record: string) {
  const optional = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      (schema instanceof z.ZodDefault ? (schema.def.innerType as z.ZodType) : (schema as z.ZodType)).optional(),
    ]),
  );
  return z
    .object({ ...optional, version: dbId(`version is required: the version of the ${record} you edited`) })
    .refine(
      ({ version: _version, ...fields }) => Object.values(fields).some((value) => value !== undefined),
      "Send at least one field to change",
    ) as unknown as z.ZodType<Partial<z.infer<z.ZodObject<Shape>>> & { version: number }, unknown>;
}

const categoryFields = {
  name: name("Name"),
  title: text("Title", 200).default(""),
  description: text("Description", 2_000).default(""),
  /** The parent of a sub-category; null for a top-level category. */
  parent: dbId("parent must be a category id").nullable().default(null),
  image: sitePath("Image").nullable().default(null),
  /** Absent on a create: after the last of its siblings (a new category never jumps ahead of the others). */
  position: position.optional(),
};

export const categoryCreate = z.object(categoryFields);
export const categoryPatch = patchOf(categoryFields, "category");
export type CategoryCreate = z.infer<typeof categoryCreate>;
export type CategoryPatch = Partial<CategoryCreate> & { version: number };

/** DELETE /api/portal/categories/{id}/?move_products_to=: where its products go first. */
export const categoryDeleteQuery = z.object({
  move_products_to: dbId("move_products_to must be a category id", { fromText: true }).optional(),
});

const slideFields = {
  headline: name("Headline", 200),
  tagline: text("Tagline", 500).default(""),
  button_text: name("Button text", 40).default("Shop Now"),
  link: sitePath("Link").default("/products"),
  image: sitePath("Image").nullable().default(null),
  position: position.default(0),
  active: flag("Active").default(true),
};

export const slideCreate = z.object(slideFields);
export const slidePatch = patchOf(slideFields, "slide");
export type SlideCreate = z.infer<typeof slideCreate>;
export type SlidePatch = Partial<SlideCreate> & { version: number };

const healthTagFields = {
  name: name("Name", 60),
  icon: text("Icon", 40)
    .regex(/^[a-z0-9-]*$/, "Icon is an icon name: lower-case letters, digits and dashes")
    .default("leaf"),
  position: position.default(0),
  /** The products the tag recommends, in the merchant's order. */
  product_ids: z
    .array(dbId("product_ids must be product ids"), { message: "product_ids must be a list of product ids" })
    .max(100, "At most 100 products a tag")
    .refine((ids) => new Set(ids).size === ids.length, "A product appears only once in product_ids")
    .default([]),
};

export const healthTagCreate = z.object(healthTagFields);
export const healthTagPatch = patchOf(healthTagFields, "health tag");
export type HealthTagCreate = z.infer<typeof healthTagCreate>;
export type HealthTagPatch = Partial<HealthTagCreate> & { version: number };

const yesNo = (label: string) =>
  z.enum(["true", "false"], `${label} is true or false`).transform((value) => value === "true");

/** GET /api/portal/reviews/: newest first, by product and by hidden. */
export const reviewQuery = z.object({
  product: dbId("product must be a product id", { fromText: true }).optional(),
  hidden: yesNo("hidden").optional(),
  ...paging(20),
});
export type ReviewQuery = z.infer<typeof reviewQuery>;

export const reviewPatch = z.object({ hidden: flag("hidden") });

/** GET /api/portal/messages/: newest first, handled or not. */
export const messageQuery = z.object({ handled: yesNo("handled").optional(), ...paging(20) });
export type MessageQuery = z.infer<typeof messageQuery>;

export const messagePatch = z.object({ handled: flag("handled") });

// --- The portal's forms as typed ------------------------------------------------------------------
// Numbers are typed as text and an empty optional path means none; each draft turns into the API's
// shape and the API's own schema decides, so the form and the server refuse the same input with the
// same words. `version` is used when editing (a PATCH sends every field with the version seen).

/** A number as typed; empty becomes `empty`. */
const typedNumber = <Empty extends number | undefined>(empty: Empty) =>
  z.string().transform((typed) => (typed.trim() === "" ? empty : Number(typed)));
/** An optional site path as typed; empty becomes null. */
const typedPath = z.string().transform((typed) => (typed.trim() === "" ? null : typed.trim()));
const draftVersion = z.number().nullable();

function formsOf<
  Draft extends z.ZodObject<{ version: typeof draftVersion }>,
  Create extends z.ZodType<object, unknown>,
  Patch extends z.ZodType<object, unknown>,
>(draft: Draft, create: Create, patch: Patch) {
  return {
    // The API's schema checks every field again, so the hand-over is typed as unknown.
    create: draft.transform(({ version: _version, ...fields }): unknown => fields).pipe(create),
    edit: draft.transform((fields): unknown => fields).pipe(patch),
  };
}

const categoryDraft = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** A top-level category's id, or empty for a top-level category. */
  parent: z.string().transform((typed) => (typed === "" ? null : Number(typed))),
  image: typedPath,
  /** Empty: a new category goes last, an edited one keeps its place. */
  position: typedNumber(undefined),
  version: draftVersion,
});
export const categoryForms = formsOf(categoryDraft, categoryCreate, categoryPatch);
export type CategoryDraft = z.input<typeof categoryDraft>;

const slideDraft = z.object({
  headline: z.string(),
  tagline: z.string(),
  button_text: z.string(),
  link: z.string().transform((typed) => typed.trim()),
  image: typedPath,
  position: typedNumber(0),
  active: z.boolean(),
  version: draftVersion,
});
export const slideForms = formsOf(slideDraft, slideCreate, slidePatch);
export type SlideDraft = z.input<typeof slideDraft>;

const healthTagDraft = z.object({
  name: z.string(),
  icon: z.string().transform((typed) => typed.trim()),
  position: typedNumber(0),
  /** Chosen with the product picker, in order. */
  product_ids: z.array(z.number()),
  version: draftVersion,
});
export const healthTagForms = formsOf(healthTagDraft, healthTagCreate, healthTagPatch);
export type HealthTagDraft = z.input<typeof healthTagDraft>;
