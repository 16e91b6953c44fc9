/** Staff accounts as the Product Portal's admins manage them. */
import { z } from "zod";
import { dbId, paging } from "@/lib/validation/primitives";

export const STAFF_ROLES = ["admin", "editor"] as const;

/** bcrypt reads at most 72 bytes of a password: a longer one would be silently cut. */
export const staffPassword = z
  .string({ message: "Password must be text" })
  .min(10, "Password has at least 10 characters")
  .refine((value) => new TextEncoder().encode(value).length <= 72, "Password is at most 72 bytes");

const name = z
  .string({ message: "Name must be text" })
  .trim()
  .min(1, "Name is required")
  .max(120, "Name is at most 120 characters");
const role = z.enum(STAFF_ROLES, "Role is admin or editor");

const username = z
  .string({ message: "Username must be text" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, "Username has 3 to 40 letters, digits, dots, dashes or underscores");

/** POST /api/portal/staff/: usernames are stored lower-case. */
export const staffCreate = z.object({
  username,
  name,
  role,
  password: staffPassword,
});

export type StaffCreate = z.infer<typeof staffCreate>;

/**
 * PATCH /api/portal/staff/{id}/: rename, change the role, reset the password, disable or enable,
 * with the `version` of the account the admin saw (an older one is a 409 `edit_conflict`).
 */
export const staffPatch = z
  .object({
    name: name.optional(),
    role: role.optional(),
    password: staffPassword.optional(),
    active: z.boolean({ message: "Active is true or false" }).optional(),
    version: dbId("version is required: the version of the account you edited"),
  })
  .refine(
    ({ version: _version, ...patch }) => Object.values(patch).some((value) => value !== undefined),
    "Send at least one of name, role, password, active",
  );

export type StaffPatch = z.infer<typeof staffPatch>;

export const staffQuery = z.object({
  role: role.optional(),
  active: z
    .enum(["true", "false"], "active is true or false")
    .transform((value) => value === "true")
    .optional(),
  ...paging(50),
});

export type StaffQuery = z.infer<typeof staffQuery>;

/** The password typed twice: a mismatch is refused at the confirmation. */
function confirmed(fields: { password: string; confirm_password: string }, context: z.RefinementCtx) {
  if (fields.password !== fields.confirm_password)
    context.addIssue({ code: "custom", path: ["confirm_password"], message: "The two passwords do not match" });
}

// The forms below turn what was typed into the API's body, and the API's own schema checks it, so
// the form and the server refuse the same input with the same words.

/** The new-account form: the password with its confirmation; every field is checked at once. */
export const staffCreateForm = z
  .object({ username, name, role, password: staffPassword, confirm_password: z.string() })
  .superRefine(confirmed)
  .transform(({ confirm_password: _confirm, ...fields }): unknown => fields)
  .pipe(staffCreate);

export type StaffCreateDraft = z.input<typeof staffCreateForm>;

/** The edit form's details: name and role, on the version the admin opened. */
export const staffDetailsForm = z
  .object({ name, role, version: z.number() })
  .transform((fields): unknown => fields)
  .pipe(staffPatch);

/** A password reset typed twice, on the version the admin opened. */
export const staffPasswordForm = z
  .object({ password: staffPassword, confirm_password: z.string(), version: z.number() })
  .superRefine(confirmed)
  .transform(({ confirm_password: _confirm, ...fields }): unknown => fields)
  .pipe(staffPatch);
