"use client";
import { RefreshCw } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { apiRequest, ApiError } from "@/lib/ui/api-client";
import { GST_RATES, productCreateForm, productEditForm, type ProductDraft } from "@/lib/validation/portal-products";
import { PricePreview } from "./price-preview";
import { useCategoryOptions } from "./use-category-options";

const control = "w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
const input = `${control} h-10`;
const area = `${control} py-2`;

const EMPTY: ProductDraft = {
  name: "", sku: "", description: "", price: "", discount_type: "", discount: "", category: "", quantity: "", available: true, brand: "",
  tags: "", benefits: "", key_ingredients: "", certifications: "", how_to_use: "", conditions_cured: "", video: "", hsn_code: "",
  gst_rate: "12", weight_grams: "250", stock: "0", version: null,
};

function draftOf(product: PortalProductJson): ProductDraft {
  const lines = (list: string[]) => list.join("\n");
  return {
    name: product.name, sku: product.sku, description: product.description, price: String(product.price),
    discount_type: product.discount_type ?? "", discount: product.discount_type ? String(product.discount) : "",
    category: String(product.category.id), quantity: product.quantity, available: product.available, brand: product.brand ?? "",
    tags: lines(product.tags), benefits: lines(product.benefits), key_ingredients: lines(product.key_ingredients), certifications: lines(product.certifications),
    how_to_use: product.how_to_use ?? "", conditions_cured: product.conditions_cured, video: product.video ?? "", hsn_code: product.hsn_code ?? "",
    gst_rate: String(product.gst_rate), weight_grams: String(product.weight_grams), stock: String(product.stock), version: product.version,
  };
}

type Props =
  | { product?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` gets the saved product, `onReload` fetches the latest one (after a conflict). */
  | { product: PortalProductJson; onSaved: (product: PortalProductJson) => void; onReload: () => void };

/** Creates a product, or edits one on the version it was opened at; the shop's price is previewed as it is typed. */
export function ProductForm({ product, onSaved, onReload }: Props) {
  const router = useRouter();
  const editing = product !== undefined;
  const form = useZodForm(editing ? productEditForm : productCreateForm, editing ? draftOf(product) : EMPTY);
  const { register, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = form;
  const categories = useCategoryOptions();
  const [conflict, setConflict] = useState<string | null>(null);

  const save = handleSubmit(async (fields) => {
    setConflict(null);
    try {
      if (!editing) {
        const created = await apiRequest<PortalProductJson>("/api/portal/products/", { method: "POST", body: fields });
        router.push(`/portal/products/${created.id}?created=1`);
        return;
      }
      onSaved(await apiRequest<PortalProductJson>(`/api/portal/products/${product.id}/`, { method: "PATCH", body: fields }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "edit_conflict") setConflict(failure.message);
      else if (failure instanceof ApiError && failure.field && failure.field in EMPTY) setError(failure.field as FieldPath<ProductDraft>, { message: failure.message }, { shouldFocus: true });
      else showRefusal(form, failure, editing ? "Failed to save the product" : "Failed to create the product");
    }
  });

  const field = (name: Exclude<FieldPath<ProductDraft>, "version" | "available">, label: string, render: (props: ReturnType<typeof register> & ReturnType<typeof invalidProps>) => ReactNode, className?: string) => (
    <FormField id={`product-${name}`} label={label} error={errors[name]} className={className}>
      {render({ ...register(name), ...invalidProps(`product-${name}`, errors[name]) })}
    </FormField>
  );

  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit product" : "New product"} className="space-y-6">
      <Section title="Basics">
        {field("name", "Name", (props) => <input {...props} className={input} />, "sm:col-span-2")}
        {field("sku", "SKU", (props) => <input {...props} className={`${input} font-mono`} />)}
        {/* The select is registered once its options exist, so it opens on the product's category. */}
        {categories.data ? (
          field("category", "Category", (props) => (
            <select {...props} className={input}>
              <option value="">Choose a category</option>
              {categories.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          ))
        ) : (
          <FormField id="product-category" label="Category">
            <select id="product-category" disabled className={input}>
              <option>{categories.error ? "Categories failed to load" : "Loading categories..."}</option>
            </select>
          </FormField>
        )}
        {categories.error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            Failed to load categories. <button type="button" className="underline" onClick={categories.reload}>Retry</button>
          </p>
        )}
        {field("quantity", "Unit label (e.g. 60 capsules, 100 g)", (props) => <input {...props} className={input} />)}
        {field("brand", "Brand", (props) => <input {...props} className={input} />)}
        {field("description", "Description", (props) => <textarea {...props} rows={5} className={area} />, "sm:col-span-2")}
      </Section>

      <Section title="Price and tax">
        {field("price", "Price (₹)", (props) => <input {...props} type="number" min={0} step="0.01" inputMode="decimal" className={input} />)}
        {field("discount_type", "Discount", (props) => (
          <select {...props} className={input}>
            <option value="">No discount</option>
            <option value="amount">Amount off (₹)</option>
            <option value="percent">Percent off (%)</option>
          </select>
        ))}
        {watch("discount_type") !== "" &&
          field("discount", watch("discount_type") === "amount" ? "Discount (₹ off)" : "Discount (% off)", (props) => <input {...props} type="number" min={0} step={watch("discount_type") === "amount" ? "0.01" : "1"} className={input} />)}
        <PricePreview price={watch("price")} discountType={watch("discount_type")} discount={watch("discount")} />
        {field("gst_rate", "GST rate", (props) => (
          <select {...props} className={input}>
            {GST_RATES.map((rate) => <option key={rate} value={String(rate)}>{rate}%</option>)}
          </select>
        ))}
        {field("hsn_code", "HSN code", (props) => <input {...props} inputMode="numeric" className={input} />)}
      </Section>

      <Section title="Stock and sale">
        {!editing && field("stock", "Opening stock", (props) => <input {...props} type="number" min={0} step="1" className={input} />)}
        {field("weight_grams", "Shipping weight (grams)", (props) => <input {...props} type="number" min={1} step="1" className={input} />)}
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <input type="checkbox" {...register("available")} className="h-4 w-4" />
          Available: shoppers can buy it
        </label>
      </Section>

      <Section title="Details shoppers read" hint="Lists take one entry a line.">
        {field("benefits", "Benefits", (props) => <textarea {...props} rows={4} className={area} />)}
        {field("key_ingredients", "Key ingredients", (props) => <textarea {...props} rows={4} className={area} />)}
        {field("tags", "Tags (search and recommendations)", (props) => <textarea {...props} rows={3} className={area} />)}
        {field("certifications", "Certifications", (props) => <textarea {...props} rows={3} className={area} />)}
        {field("how_to_use", "How to use", (props) => <textarea {...props} rows={3} className={area} />, "sm:col-span-2")}
        {field("conditions_cured", "Conditions it helps with", (props) => <input {...props} className={input} />, "sm:col-span-2")}
        {field("video", "Video (https address)", (props) => <input {...props} type="url" placeholder="https://" className={input} />, "sm:col-span-2")}
      </Section>

      {conflict && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p>{conflict}</p>
          <Button type="button" size="sm" variant="secondary" onClick={onReload}><RefreshCw aria-hidden className="h-4 w-4" /> Reload</Button>
        </div>
      )}
      <FormAlert message={errors.root?.server?.message} />
      {Object.keys(errors).some((name) => name !== "root") && <p className="text-sm text-red-700">Please correct the highlighted fields.</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? "Saving..." : editing ? "Save changes" : "Create product"}</Button>
        <Button type="button" variant="ghost" asChild><Link href="/portal/products">Cancel</Link></Button>
      </div>
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-xl text-brand-900">{title}</h2>
      {hint && <p className="mt-1 text-sm text-stone-500">{hint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
