"use client";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import { StatusBadge } from "@/components/ui/status-badge";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import { stateByName } from "@/lib/domain/india-states";
import type { PincodeJson } from "@/lib/server/shipping/pincode-list";
import { STATE_NAMES } from "@/lib/validation/customers/address";
import { pincodeCreateForm, pincodeEditForm, type PincodeDraft } from "@/lib/validation/shipping/pincodes";
import { counted } from "@/lib/domain/plural";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { callApi } from "@/lib/api/client";

const SCREEN = { listHref: "/portal/pincodes", noun: { one: "Pincode", many: "Pincodes" } };

/** `/portal/pincodes/new`. */
export function NewPincodeScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <PincodeForm />
    </NewRecordScreen>
  );
}

/** `/portal/pincodes/{pincode}`. */
export function EditPincodeScreen() {
  return (
    <EditRecordScreen
      {...SCREEN}
      endpoint="portal.pincodes.get"
      header={PincodeHeader}
      savedNote="Checkout follows it at once."
    >
      {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
      {({ record, onSaved, onReload }) => (
        <PincodeForm key={record.version} current={record} onSaved={onSaved} onReload={onReload} />
      )}
    </EditRecordScreen>
  );
}

function PincodeHeader(current: PincodeJson) {
  return (
    <div>
      <h1 className="font-mono text-3xl text-brand-900">{current.pincode}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span>
          {current.city}, {current.state}
        </span>
        <StatusBadge status={current.serviceable ? "serviceable" : "not serviceable"} />
        <span>COD {current.cod_allowed ? "allowed" : "not allowed"}</span>
        <span>{counted(current.delivery_days, "day")}</span>
      </p>
    </div>
  );
}

const EMPTY: PincodeDraft = {
  pincode: "",
  city: "",
  state: "",
  serviceable: true,
  cod_allowed: true,
  delivery_days: "5",
  version: null,
};

type Props =
  | { current?: undefined; onSaved?: undefined; onReload?: undefined }
  | { current: PincodeJson; onSaved: () => void; onReload: () => void };

/** Adds a pincode, or edits one on the version it was opened at (the pincode itself is fixed). */
function PincodeForm({ current, onSaved, onReload }: Props) {
  const editing = current !== undefined;
  // A state typed before the list is offered as the state it names, or left to be chosen.
  const form = useZodForm(
    editing ? pincodeEditForm : pincodeCreateForm,
    editing
      ? { ...current, state: stateByName(current.state)?.name ?? "", delivery_days: String(current.delivery_days) }
      : EMPTY,
  );
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.pincodes.update", { params: { pincode: current.pincode }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => (await callApi("portal.pincodes.create", { body: fields })).pincode,
    recordsHref: "/portal/pincodes",
    failure: editing ? "Failed to save the pincode" : "Failed to add the pincode",
  });
  const field = recordField(form, "pincode");
  const { register } = form;
  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit pincode" : "New pincode"} className="space-y-6">
      <FormSection title="Place">
        {!editing &&
          field(
            "pincode",
            "Pincode",
            (props) => <Input {...props} inputMode="numeric" maxLength={6} autoComplete="off" className="font-mono" />,
            { className: "sm:col-span-2", hint: "Six digits." },
          )}
        {field("city", "City", (props) => (
          <Input {...props} />
        ))}
        {field(
          "state",
          "State",
          (props) => (
            <Select {...props}>
              <option value="">Choose a state or union territory</option>
              {STATE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          ),
          { hint: "The state the pincode is in." },
        )}
      </FormSection>
      <FormSection title="Delivery">
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <Checkbox {...register("serviceable")} />
          Serviceable: the shop delivers here (untick and checkout refuses the pincode)
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <Checkbox {...register("cod_allowed")} />
          Cash on delivery allowed
        </label>
        {field(
          "delivery_days",
          "Delivery days",
          (props) => (
            <NumberInput {...props} min={1} max={60} step="1" inputMode="numeric" />
          ),
          { hint: "Days from dispatch to the door, 1 to 60." },
        )}
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Add pincode"}
        cancelHref="/portal/pincodes"
      />
    </form>
  );
}
