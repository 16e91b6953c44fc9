"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import { StatusBadge } from "@/components/ui/status-badge";
import { FormAlert } from "@/components/forms/form-field";
import {
  ConflictNotice,
  FormSection,
  RecordFormFooter,
  recordField,
  useRecordSave,
} from "@/components/forms/record-form";
import { SecretInput } from "@/components/forms/secret-input";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import type { StaffJson } from "@/lib/server/staff/management";
import { callApi } from "@/lib/api/client";
import { ApiError, messageOf } from "@/lib/ui/api-client";
import { formatDateTime } from "@/lib/domain/format";
import { STAFF_ROLES, staffCreateForm, staffDetailsForm, staffPasswordForm } from "@/lib/validation/staff/management";
import { SetActiveDialog, STAFF_ROLE_HINT, STAFF_ROLE_LABELS } from "./staff-account";
import { Select } from "@/components/ui/select";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/lib/ui/use-submit";

const SCREEN = { listHref: "/portal/staff", noun: { one: "Staff account", many: "Staff" } };
const PASSWORD_HINT = "At least 10 characters. Tell the person in person or by phone, never by e-mail.";

function RoleSelect(props: object) {
  return (
    <Select {...props}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}

/** `/portal/staff/new`. */
export function NewStaffScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <StaffCreateForm />
    </NewRecordScreen>
  );
}

function StaffCreateForm() {
  const router = useRouter();
  const form = useZodForm(staffCreateForm, {
    username: "",
    name: "",
    role: "editor",
    password: "",
    confirm_password: "",
  });
  const { save, conflict } = useRecordSave(
    form,
    async (fields) => {
      const created = await callApi("portal.staff.create", { body: fields });
      router.push(`/portal/staff/${created.id}?created=1`);
    },
    "Failed to create the account",
  );
  const field = recordField(form, "staff");
  return (
    <form noValidate onSubmit={save} aria-label="New staff account" className="space-y-6">
      <FormSection title="Account">
        {field(
          "username",
          "Username",
          (props) => (
            <Input {...props} autoComplete="off" autoCapitalize="none" spellCheck={false} className="font-mono" />
          ),
          {
            hint: "3 to 40 letters, digits, dots, dashes or underscores; stored lower-case. They sign in with it at /admin/login.",
          },
        )}
        {field("name", "Name", (props) => (
          <Input {...props} autoComplete="off" />
        ))}
        {field(
          "role",
          "Role",
          (props) => (
            <RoleSelect {...props} />
          ),
          { className: "sm:col-span-2", hint: STAFF_ROLE_HINT },
        )}
      </FormSection>
      <FormSection title="Sign-in password">
        {field(
          "password",
          "Password",
          (props) => (
            <SecretInput {...props} secretName="password" autoComplete="new-password" />
          ),
          { hint: PASSWORD_HINT },
        )}
        {field("confirm_password", "Confirm password", (props) => (
          <SecretInput {...props} secretName="password confirmation" autoComplete="new-password" />
        ))}
      </FormSection>
      <RecordFormFooter form={form} conflict={conflict} submitLabel="Create account" cancelHref="/portal/staff" />
    </form>
  );
}

/** `/portal/staff/{id}`: name and role, a password reset, and disabling or enabling the account. */
export function EditStaffScreen() {
  return (
    <EditRecordScreen {...SCREEN} endpoint="portal.staff.get" header={StaffHeader}>
      {({ record, onSaved, onReload }) => (
        // A new version (a save, or the latest after a conflict) opens the forms afresh on it.
        <div key={record.version} className="grid items-start gap-6 xl:grid-cols-2">
          <StaffDetailsForm account={record} onSaved={onSaved} onReload={onReload} />
          <div className="space-y-6">
            <StaffPasswordForm account={record} onSaved={onSaved} onReload={onReload} />
            <AccountStatus account={record} onSaved={onSaved} onReload={onReload} />
          </div>
        </div>
      )}
    </EditRecordScreen>
  );
}

function StaffHeader(account: StaffJson) {
  return (
    <div>
      <h1 className="font-mono text-3xl text-brand-900">{account.username}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span>{account.name}</span>
        <span>{STAFF_ROLE_LABELS[account.role]}</span>
        <StatusBadge status={account.active ? "active" : "disabled"} />
        <span>Last sign-in: {account.last_login_at ? formatDateTime(account.last_login_at) : "never"}</span>
      </p>
    </div>
  );
}

type EditProps = { account: StaffJson; onSaved: () => void; onReload: () => void };

function StaffDetailsForm({ account, onSaved, onReload }: EditProps) {
  const form = useZodForm(staffDetailsForm, { name: account.name, role: account.role, version: account.version });
  const { save, conflict } = useRecordSave(
    form,
    async (fields) => {
      await callApi("portal.staff.update", { params: { id: account.id }, body: fields });
      onSaved();
    },
    "Failed to save the account",
  );
  const field = recordField(form, "staff");
  return (
    <form noValidate onSubmit={save} aria-label="Account details" className="space-y-6">
      <FormSection title="Details">
        {field(
          "name",
          "Name",
          (props) => (
            <Input {...props} autoComplete="off" />
          ),
          { className: "sm:col-span-2" },
        )}
        {field(
          "role",
          "Role",
          (props) => (
            <RoleSelect {...props} />
          ),
          { className: "sm:col-span-2", hint: STAFF_ROLE_HINT },
        )}
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel="Save changes"
        cancelHref="/portal/staff"
      />
    </form>
  );
}

function StaffPasswordForm({ account, onSaved, onReload }: EditProps) {
  const form = useZodForm(staffPasswordForm, { password: "", confirm_password: "", version: account.version });
  const { save, conflict } = useRecordSave(
    form,
    async (fields) => {
      await callApi("portal.staff.update", { params: { id: account.id }, body: fields });
      onSaved();
    },
    "Failed to reset the password",
  );
  const field = recordField(form, "reset");
  return (
    <form noValidate onSubmit={save} aria-label="Reset password" className="space-y-6">
      <FormSection
        title="Reset password"
        hint="The new password replaces the old one at once: the person signs in with it from now on."
      >
        {field(
          "password",
          "New password",
          (props) => (
            <SecretInput {...props} secretName="new password" autoComplete="new-password" />
          ),
          { hint: PASSWORD_HINT },
        )}
        {field("confirm_password", "Confirm new password", (props) => (
          <SecretInput {...props} secretName="new password confirmation" autoComplete="new-password" />
        ))}
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel="Reset password"
        cancelHref="/portal/staff"
      />
    </form>
  );
}

/** Disable (after a confirmation that says it ends the person's sessions) or enable; the API's 409s are shown here. */
function AccountStatus({ account, onSaved, onReload }: EditProps) {
  const { busy, submit } = useSubmit();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  async function setActive(active: boolean) {
    await submit(
      async () => {
        setFailure(null);
        await callApi("portal.staff.update", {
          params: { id: account.id },
          body: { active, version: account.version },
        });
        onSaved();
      },
      (error) => {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }
  const conflict = failure instanceof ApiError && failure.code === "edit_conflict";
  return (
    <section
      aria-label="Account status"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="font-serif text-xl text-brand-900">Account status</h2>
      <p className="text-sm text-stone-600">
        {account.active
          ? "Active: this person can sign in. Disabling the account ends their sessions at once."
          : "Disabled: this person cannot sign in. Enabling lets them sign in again with their password."}
      </p>
      {failure &&
        (conflict ? (
          <ConflictNotice message={failure.message} onReload={onReload} />
        ) : (
          <FormAlert
            message={messageOf(
              failure,
              account.active ? "Failed to disable the account" : "Failed to enable the account",
            )}
          />
        ))}
      <SetActiveDialog account={account} onConfirm={setActive}>
        <Button type="button" variant={account.active ? "danger" : "primary"} disabled={busy}>
          {account.active ? "Disable account" : "Enable account"}
        </Button>
      </SetActiveDialog>
    </section>
  );
}
