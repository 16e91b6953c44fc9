"use client";
import { PercentOff } from "@/components/ui/percent-off";
import { ArrowDown, ArrowUp, ImageIcon, Plus, RefreshCw, Trash2 } from "lucide-react";
import Image from "next/image";
import { useEffect, useState, type ReactNode } from "react";
import { useFieldArray, type FieldError, type FieldPath } from "react-hook-form";
import { ResourceView } from "@/components/back-office/states";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { fieldError } from "@/components/forms/record-form";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NumberInput } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { callApi } from "@/lib/api/client";
import type { ResponseOf } from "@/lib/api/endpoints";
import { showAnswer, useApiQuery } from "@/lib/api/query";
import { formatINR } from "@/lib/domain/format";
import { rupeesToPaise, paiseToRupees } from "@/lib/domain/money";
import { matchCombinations, MAX_OPTIONS, repricedByPercent, variantLabel } from "@/lib/domain/variants";
import { ApiError } from "@/lib/ui/api-client";
import {
  productVariantsForm,
  typedOptionValues,
  type ProductVariantsDraft,
  type VariantDraft,
} from "@/lib/validation/catalog-management/variants";
import { shopPriceOf } from "./price-preview";

type Saved = ResponseOf<"portal.products.variants">;
type Variant = Saved["variants"][number];

const text = (value: number | null) => (value === null ? "" : String(value));

function rowOf(variant: Variant): VariantDraft {
  return {
    id: variant.id,
    is_default: variant.is_default,
    ordered: variant.ordered,
    sku: variant.sku,
    option_values: variant.option_values,
    price: String(variant.price),
    discount_type: variant.discount_type ?? "",
    discount: variant.discount_type ? String(variant.discount) : "",
    stock: String(variant.stock),
    quantity: variant.quantity,
    weight_grams: String(variant.weight_grams),
    length_cm: text(variant.length_cm),
    breadth_cm: text(variant.breadth_cm),
    height_cm: text(variant.height_cm),
    gtin: variant.gtin ?? "",
    active: variant.active,
    image_url: variant.image_urls[0] ?? "",
  };
}

function draftOf(saved: Saved): ProductVariantsDraft {
  return {
    version: saved.version,
    options: saved.options.map((option) => ({ name: option.name, values: option.values.join(", ") })),
    variants: saved.variants.map(rowOf),
  };
}

/** A SKU for a generated variant: the product's, then its values in capitals ("ASH-120-CAPSULES"). */
function generatedSku(base: string, values: string[]): string {
  const suffix = values
    .join("-")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base}-${suffix}`.slice(0, 64);
}

/**
 * The product's Options and variants (docs/variants.md): up to three options with their values,
 * "Generate variants" (one row per combination, keeping the rows already typed), and the grid: SKU,
 * MRP, discount, the shop's price as typed, stock, weight and active per variant, a bulk percent
 * price change, Move up / Move down and Remove (an ordered variant can only be deactivated). Saved
 * as one change on the product version shown; `onSaved` reloads the product.
 */
export function ProductVariants({
  productId,
  productVersion,
  productSku,
  note,
  onSaved,
}: {
  productId: number;
  /** The product version the page shows: an answer of another version (a cached one) waits for the fresh read. */
  productVersion: number;
  productSku: string;
  /** What the last save did, shown until the next one. */
  note: string | null;
  onSaved: (message: string) => void;
}) {
  const saved = useApiQuery("portal.products.variants", { params: { id: productId } });
  // A save of the product form moves its version on: read the variants (and their version) again.
  const { reload } = saved;
  const shownVersion = saved.data?.version;
  useEffect(() => {
    if (shownVersion !== undefined && shownVersion !== productVersion) reload();
    // Only a new product version asks for a read; the answer's own version does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productVersion, reload]);
  return (
    <section
      aria-label="Options and variants"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 className="font-serif text-xl text-brand-900">Options and variants</h2>
        <p className="mt-1 text-sm text-stone-600">
          Sizes, packs or flavours sold on this product&apos;s page, each with its own SKU, price and stock. The
          product&apos;s price, stock and SKU above are its default variant&apos;s.
        </p>
      </div>
      {note && (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {note}
        </p>
      )}
      <ResourceView
        resource={
          saved.data && saved.data.version !== productVersion && saved.loading ? { ...saved, data: null } : saved
        }
        failure="Failed to load the variants"
        loadingLabel="Loading the variants..."
      >
        {(data) => (
          <VariantsEditor
            key={data.version}
            saved={data}
            productId={productId}
            productSku={productSku}
            onSaved={onSaved}
          />
        )}
      </ResourceView>
    </section>
  );
}

function VariantsEditor({
  saved,
  productId,
  productSku,
  onSaved,
}: {
  saved: Saved;
  productId: number;
  productSku: string;
  onSaved: (message: string) => void;
}) {
  const form = useZodForm(productVariantsForm, draftOf(saved));
  const { register, control, watch, getValues, setValue, setError, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const options = useFieldArray({ control, name: "options" });
  const variants = useFieldArray({ control, name: "variants", keyName: "key" });
  // An image removed beside the grid (the images panel reads the variants again) is no longer a variant's choice.
  const images = saved.images;
  useEffect(() => {
    const urls = new Set(images.map((image) => image.url));
    getValues("variants").forEach((row, index) => {
      if (row.image_url && !urls.has(row.image_url)) setValue(`variants.${index}.image_url`, "", { shouldDirty: true });
    });
  }, [images, getValues, setValue]);
  const [percent, setPercent] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const generate = () => {
    setNotice(null);
    const typed = getValues("options").map((option) => ({
      name: option.name.trim(),
      values: typedOptionValues(option.values),
    }));
    if (typed.some((option) => !option.name || option.values.length === 0)) {
      setError("root.server", { message: "Give every option a name and at least one value first." });
      return;
    }
    const rows = getValues("variants");
    const base = rows.find((row) => row.is_default) ?? rows[0];
    const matched = matchCombinations(
      rows.map((row) => ({ ...row, optionValues: row.option_values })),
      typed,
    );
    const next = matched.map(({ optionValues, existing }): VariantDraft => {
      if (existing) {
        const { optionValues: _values, ...row } = existing;
        return { ...row, option_values: optionValues, quantity: row.quantity || optionValues.join(" ") };
      }
      return {
        ...(base ?? rowOf(EMPTY_VARIANT)),
        id: undefined,
        is_default: false,
        ordered: false,
        sku: generatedSku(productSku, optionValues),
        option_values: optionValues,
        stock: "0",
        quantity: optionValues.join(" "),
        gtin: "",
        active: true,
        image_url: "",
      };
    });
    const dropped = rows.length - matched.filter((row) => row.existing).length;
    variants.replace(next);
    setNotice(
      `${next.length} variant${next.length === 1 ? "" : "s"}` +
        (dropped > 0 ? `; ${dropped} no longer offered will be removed when you save.` : ".") +
        " Check the SKUs and prices, then save.",
    );
  };

  const reprice = () => {
    const change = Number(percent);
    if (percent.trim() === "" || !Number.isFinite(change) || change === 0 || change < -90 || change > 500) {
      setError("root.server", { message: "Type a percent from -90 to 500 (not 0) to change the prices." });
      return;
    }
    getValues("variants").forEach((row, index) => {
      try {
        const moved = repricedByPercent(rupeesToPaise(row.price), change);
        setValue(`variants.${index}.price`, String(paiseToRupees(moved)), { shouldDirty: true });
      } catch {
        // A price that is not a price yet stays as typed; the save names it.
      }
    });
    setNotice(`MRPs changed by ${change > 0 ? "+" : ""}${change}%. Save to keep them.`);
  };

  const save = handleSubmit(async (body) => {
    setNotice(null);
    setConflict(null);
    try {
      // The answer is the variants query's new state, so the section (and the stock panel) open on it.
      const result = await showAnswer({ name: "portal.products.variants", input: { params: { id: productId } } }, () =>
        callApi("portal.products.saveVariants", { params: { id: productId }, body }),
      );
      onSaved(`Variants saved: ${result.variants.length} in all.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === "edit_conflict") setConflict(error.message);
      else if (error instanceof ApiError && error.field?.startsWith("variants.")) {
        // The API's image_urls is the grid's one image_url.
        const field = error.field.replace(/\.image_urls$/, ".image_url");
        setError(field as FieldPath<ProductVariantsDraft>, { message: error.message }, { shouldFocus: true });
      } else showRefusal(form, error, "Failed to save the variants");
    }
  });

  const rowErrors = (index: number) =>
    (errors.variants?.[index] ?? {}) as Partial<Record<keyof VariantDraft, FieldError>>;
  const rows = watch("variants");

  return (
    <form noValidate onSubmit={save} aria-label="Options and variants" className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="font-medium text-stone-800">Options</legend>
        {options.fields.length === 0 && (
          <p className="text-sm text-stone-600">No options: the product is sold as one variant.</p>
        )}
        {options.fields.map((option, index) => {
          const nameError = fieldError(errors.options?.[index]?.name);
          const valuesError = fieldError(errors.options?.[index]?.values);
          return (
            <div key={option.id} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
              <FormField id={`option-${index}-name`} label={`Option ${index + 1} name`} error={nameError}>
                <Input
                  {...register(`options.${index}.name`)}
                  {...invalidProps(`option-${index}-name`, nameError)}
                  placeholder="Size"
                />
              </FormField>
              <FormField id={`option-${index}-values`} label="Values, separated by commas" error={valuesError}>
                <Input
                  {...register(`options.${index}.values`)}
                  {...invalidProps(`option-${index}-values`, valuesError)}
                  placeholder="60 capsules, 120 capsules"
                />
              </FormField>
              <Button type="button" variant="ghost" size="sm" onClick={() => options.remove(index)}>
                <Trash2 aria-hidden className="h-4 w-4" /> Remove option {index + 1}
              </Button>
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2">
          {options.fields.length < MAX_OPTIONS && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => options.append({ name: "", values: "" })}
            >
              <Plus aria-hidden className="h-4 w-4" /> Add option
            </Button>
          )}
          <Button type="button" variant="secondary" size="sm" onClick={generate}>
            <RefreshCw aria-hidden className="h-4 w-4" /> Generate variants
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-end gap-2">
        <FormField id="variants-percent" label="Change every MRP by (%)">
          <NumberInput
            id="variants-percent"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            step="0.01"
            inputMode="decimal"
            placeholder="e.g. 10 or -5"
            size="sm"
          />
        </FormField>
        <Button type="button" variant="secondary" size="sm" onClick={reprice}>
          Apply to all
        </Button>
      </div>

      <div className="overflow-x-auto">
        <table aria-label="Variants" className="w-full min-w-[96rem] text-sm">
          <thead className="text-left text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-2">
                Variant
              </th>
              <th scope="col" className="py-2 pr-2">
                Image
              </th>
              <th scope="col" className="py-2 pr-2">
                SKU
              </th>
              <th scope="col" className="py-2 pr-2">
                MRP (₹)
              </th>
              <th scope="col" className="py-2 pr-2">
                Discount
              </th>
              <th scope="col" className="py-2 pr-2">
                Shop price
              </th>
              <th scope="col" className="py-2 pr-2">
                Stock
              </th>
              <th scope="col" className="py-2 pr-2">
                Weight (g)
              </th>
              <th scope="col" className="py-2 pr-2">
                Quantity text
              </th>
              <th scope="col" className="py-2 pr-2">
                Box L × B × H (cm)
              </th>
              <th scope="col" className="py-2 pr-2">
                GTIN/EAN
              </th>
              <th scope="col" className="py-2 pr-2">
                Active
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.fields.map((field, index) => {
              const row = rows[index] ?? field;
              const name = variantLabel(row.option_values) || "Default";
              const error = rowErrors(index);
              const id = (column: string) => `variant-${index}-${column}`;
              const cellError = (column: keyof VariantDraft) => error[column]?.message;
              const shop = shopPriceOf(row.price, row.discount_type, row.discount);
              return (
                <tr key={field.key} className="border-t border-stone-200 align-top" data-testid="variant-row">
                  <th scope="row" className="py-2 pr-2 text-left font-medium text-stone-900">
                    {name}
                    {row.is_default && <span className="block text-xs font-normal text-stone-600">Default</span>}
                    {fieldError(error.option_values)?.message && (
                      <span className="block text-xs font-normal text-red-700">
                        {fieldError(error.option_values)?.message}
                      </span>
                    )}
                  </th>
                  <Cell id={id("image")} label={`Image of ${name}`} error={cellError("image_url")}>
                    <VariantImagePicker images={images} chosen={row.image_url}>
                      <Select
                        {...register(`variants.${index}.image_url`)}
                        {...invalidProps(id("image"), error.image_url)}
                        size="sm"
                        className="w-40 shrink-0"
                      >
                        <option value="">Product&apos;s images</option>
                        {images.map((image, place) => (
                          <option key={image.url} value={image.url}>
                            Image {place + 1}
                          </option>
                        ))}
                      </Select>
                    </VariantImagePicker>
                  </Cell>
                  <Cell id={id("sku")} label={`SKU of ${name}`} error={cellError("sku")}>
                    <Input
                      {...register(`variants.${index}.sku`)}
                      {...invalidProps(id("sku"), error.sku)}
                      size="sm"
                      className="min-w-52 font-mono"
                    />
                  </Cell>
                  <Cell id={id("price")} label={`MRP of ${name}`} error={cellError("price")}>
                    <NumberInput
                      {...register(`variants.${index}.price`)}
                      {...invalidProps(id("price"), error.price)}
                      size="sm"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      className="w-28"
                    />
                  </Cell>
                  <Cell id={id("discount")} label={`Discount of ${name}`} error={cellError("discount")}>
                    <div className="flex min-w-52 gap-1">
                      <Select
                        {...register(`variants.${index}.discount_type`)}
                        aria-label={`Discount type of ${name}`}
                        size="sm"
                        className="w-28 shrink-0"
                      >
                        <option value="">None</option>
                        <option value="amount">₹ off</option>
                        <option value="percent">% off</option>
                      </Select>
                      {row.discount_type !== "" && (
                        <NumberInput
                          {...register(`variants.${index}.discount`)}
                          {...invalidProps(id("discount"), error.discount)}
                          size="sm"
                          min={0}
                          step={row.discount_type === "amount" ? "0.01" : "1"}
                          inputMode="decimal"
                          className="w-20 shrink-0"
                        />
                      )}
                    </div>
                  </Cell>
                  <td className="py-2 pr-2" aria-live="polite">
                    <span data-testid="variant-shop-price" className="font-semibold text-brand-900">
                      {shop ? formatINR(shop.discountPrice) : "—"}
                    </span>
                    {shop && <PercentOff percent={shop.discountPercentage} className="block text-xs text-stone-600" />}
                  </td>
                  <Cell id={id("stock")} label={`Stock of ${name}`} error={cellError("stock")}>
                    <NumberInput
                      {...register(`variants.${index}.stock`)}
                      {...invalidProps(id("stock"), error.stock)}
                      size="sm"
                      min={0}
                      className="w-24"
                    />
                  </Cell>
                  <Cell id={id("weight")} label={`Weight of ${name}`} error={cellError("weight_grams")}>
                    <NumberInput
                      {...register(`variants.${index}.weight_grams`)}
                      {...invalidProps(id("weight"), error.weight_grams)}
                      size="sm"
                      min={1}
                      className="w-24"
                    />
                  </Cell>
                  <Cell id={id("quantity")} label={`Quantity text of ${name}`} error={cellError("quantity")}>
                    <Input
                      {...register(`variants.${index}.quantity`)}
                      {...invalidProps(id("quantity"), error.quantity)}
                      size="sm"
                      placeholder="e.g. 120 capsules"
                      className="w-36"
                    />
                  </Cell>
                  <td className="py-2 pr-2">
                    <div className="flex gap-1">
                      {(["length_cm", "breadth_cm", "height_cm"] as const).map((side) => (
                        <span key={side}>
                          <label htmlFor={id(side)} className="sr-only">
                            {`${BOX_SIDES[side]} of ${name}'s box (cm)`}
                          </label>
                          <NumberInput
                            {...register(`variants.${index}.${side}`)}
                            {...invalidProps(id(side), error[side])}
                            size="sm"
                            min={1}
                            max={300}
                            placeholder={BOX_SIDES[side][0]}
                            className="w-16"
                          />
                        </span>
                      ))}
                    </div>
                    {(["length_cm", "breadth_cm", "height_cm"] as const).map(
                      (side) =>
                        cellError(side) && (
                          <p key={side} id={`${id(side)}-error`} className="mt-1 max-w-48 text-xs text-red-700">
                            {cellError(side)}
                          </p>
                        ),
                    )}
                  </td>
                  <Cell id={id("gtin")} label={`GTIN of ${name}`} error={cellError("gtin")}>
                    <Input
                      {...register(`variants.${index}.gtin`)}
                      {...invalidProps(id("gtin"), error.gtin)}
                      size="sm"
                      inputMode="numeric"
                      placeholder="e.g. 8901234567890"
                      className="w-40 font-mono"
                    />
                  </Cell>
                  <td className="py-2 pr-2">
                    <Checkbox {...register(`variants.${index}.active`)} aria-label={`${name} is on sale`} />
                  </td>
                  <td className="py-2">
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => variants.move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden className="h-4 w-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${name} down`}
                        disabled={index === variants.fields.length - 1}
                        onClick={() => variants.move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden className="h-4 w-4" />
                      </Button>
                      {!row.is_default && !row.ordered && (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${name}`}
                          onClick={() => variants.remove(index)}
                        >
                          <Trash2 aria-hidden className="h-4 w-4" />
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone-600">
        A variant that has been ordered cannot be removed: untick Active to stop selling it. A changed stock is saved as
        a correction in the stock history. Leave the box empty to use the shop&apos;s default box; a GTIN/EAN is the
        barcode&apos;s 8, 12, 13 or 14 digits. A variant&apos;s image is one of the product&apos;s images: the
        shop&apos;s gallery shows it when the size is chosen.
      </p>

      {conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <p>{conflict}</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => onSaved("")}>
            <RefreshCw aria-hidden className="h-4 w-4" /> Reload
          </Button>
        </div>
      )}
      {notice && (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {notice}
        </p>
      )}
      <FormAlert message={(errors.root as { server?: { message?: string } } | undefined)?.server?.message} />
      {Object.keys(errors).some((key) => key !== "root") && (
        <p className="text-sm text-red-700">Please correct the highlighted fields.</p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save variants"}
      </Button>
    </form>
  );
}

const BOX_SIDES = { length_cm: "Length", breadth_cm: "Breadth", height_cm: "Height" } as const;

const EMPTY_VARIANT: Variant = {
  id: 0,
  sku: "",
  label: "",
  option_values: [],
  is_default: false,
  position: 0,
  active: true,
  price: 0,
  discount_type: null,
  discount: 0,
  discountPrice: 0,
  discountPercentage: 0,
  stock: 0,
  quantity: "",
  weight_grams: 250,
  length_cm: null,
  breadth_cm: null,
  height_cm: null,
  gtin: null,
  image_urls: [],
  ordered: false,
};

/** The chosen image's thumbnail (or an empty frame) beside its select. */
function VariantImagePicker({
  images,
  chosen,
  children,
}: {
  images: Saved["images"];
  chosen: string;
  children: ReactNode;
}) {
  const place = images.findIndex((image) => image.url === chosen);
  return (
    <div className="flex items-center gap-2">
      <span className="relative flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-stone-200 bg-stone-50">
        {place >= 0 ? (
          <Image src={images[place].url} alt={`Image ${place + 1}`} fill sizes="40px" className="object-cover" />
        ) : (
          <ImageIcon aria-hidden className="h-4 w-4 text-stone-400" />
        )}
      </span>
      {children}
    </div>
  );
}

/** One editable cell: its label for screen readers (the column header shows it) and its error under it. */
function Cell({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <td className="py-2 pr-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 max-w-48 text-xs text-red-700">
          {error}
        </p>
      )}
    </td>
  );
}
