"use client";
import { FormField } from "@/components/forms/form-field";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { GST_RATES } from "@/lib/domain/gst-invoice";
import { productCreateForm, productEditForm, type ProductDraft } from "@/lib/validation/catalog-management/products";
import { PricePreview } from "./price-preview";
import { useCategoryOptions } from "./use-category-options";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";

const EMPTY: ProductDraft = {
  name: "",
  sku: "",
  description: "",
  price: "",
  discount_type: "",
  discount: "",
  category: "",
  quantity: "",
  available: true,
  brand: "",
  tags: "",
  benefits: "",
  key_ingredients: "",
  certifications: "",
  search_synonyms: "",
  how_to_use: "",
  conditions_cured: "",
  video: "",
  hsn_code: "",
  gst_rate: "12",
  weight_grams: "250",
  stock: "0",
  version: null,
};

function draftOf(product: PortalProductJson): ProductDraft {
  const lines = (list: string[]) => list.join("\n");
  return {
    name: product.name,
    sku: product.sku,
    description: product.description,
    price: String(product.price),
    discount_type: product.discount_type ?? "",
    discount: product.discount_type ? String(product.discount) : "",
    category: String(product.category.id),
    quantity: product.quantity,
    available: product.available,
    brand: product.brand ?? "",
    tags: lines(product.tags),
    benefits: lines(product.benefits),
    key_ingredients: lines(product.key_ingredients),
    certifications: lines(product.certifications),
    search_synonyms: lines(product.search_synonyms),
    how_to_use: product.how_to_use ?? "",
    conditions_cured: product.conditions_cured,
    video: product.video ?? "",
    hsn_code: product.hsn_code ?? "",
    gst_rate: String(product.gst_rate),
    weight_grams: String(product.weight_grams),
    stock: String(product.stock),
    version: product.version,
  };
}

type Props =
  | { product?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` gets the saved product, `onReload` fetches the latest one (after a conflict). */
  | { product: PortalProductJson; onSaved: (product: PortalProductJson) => void; onReload: () => void };

/** Creates a product, or edits one on the version it was opened at; the shop's price is previewed as it is typed. */
export function ProductForm({ product, onSaved, onReload }: Props) {
  const editing = product !== undefined;
  const form = useZodForm(editing ? productEditForm : productCreateForm, editing ? draftOf(product) : EMPTY);
  const { register, watch } = form;
  const categories = useCategoryOptions();
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.products.update", { params: { id: product.id }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => (await callApi("portal.products.create", { body: fields })).id,
    recordsHref: "/portal/products",
    failure: editing ? "Failed to save the product" : "Failed to create the product",
  });

  const field = recordField(form, "product");

  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit product" : "New product"} className="space-y-6">
      <FormSection title="Basics">
        {field(
          "name",
          "Name",
          (props) => (
            <Input {...props} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field("sku", "SKU", (props) => (
          <Input {...props} className="font-mono" />
        ))}
        {/* The select is registered once its options exist, so it opens on the product's category. */}
        {categories.data ? (
          field("category", "Category", (props) => (
            <Select {...props}>
              <option value="">Choose a category</option>
              {categories.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          ))
        ) : (
          <FormField id="product-category" label="Category">
            <Select id="product-category" disabled>
              <option>{categories.error ? "Categories failed to load" : "Loading categories..."}</option>
            </Select>
          </FormField>
        )}
        {categories.error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            Failed to load categories.{" "}
            <button type="button" className="underline" onClick={categories.reload}>
              Retry
            </button>
          </p>
        )}
        {field("quantity", "Unit label (e.g. 60 capsules, 100 g)", (props) => (
          <Input {...props} />
        ))}
        {field("brand", "Brand", (props) => (
          <Input {...props} />
        ))}
        {field(
          "description",
          "Description",
          (props) => (
            <Textarea {...props} rows={5} />
          ),
          { className: "sm:col-span-2" },
        )}
      </FormSection>

      <FormSection title="Price and tax">
        {field("price", "Price (₹)", (props) => (
          <NumberInput {...props} min={0} step="0.01" inputMode="decimal" />
        ))}
        {field("discount_type", "Discount", (props) => (
          <Select {...props}>
            <option value="">No discount</option>
            <option value="amount">Amount off (₹)</option>
            <option value="percent">Percent off (%)</option>
          </Select>
        ))}
        {watch("discount_type") !== "" &&
          field("discount", watch("discount_type") === "amount" ? "Discount (₹ off)" : "Discount (% off)", (props) => (
            <NumberInput
              {...props}
              min={0}
              step={watch("discount_type") === "amount" ? "0.01" : "1"}
              inputMode="decimal"
            />
          ))}
        <PricePreview price={watch("price")} discountType={watch("discount_type")} discount={watch("discount")} />
        {field("gst_rate", "GST rate", (props) => (
          <Select {...props}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </Select>
        ))}
        {field("hsn_code", "HSN code", (props) => (
          <Input {...props} inputMode="numeric" />
        ))}
      </FormSection>

      <FormSection title="Stock and sale">
        {!editing && field("stock", "Opening stock", (props) => <NumberInput {...props} min={0} step="1" />)}
        {field("weight_grams", "Shipping weight (grams)", (props) => (
          <NumberInput {...props} min={1} step="1" />
        ))}
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <Checkbox {...register("available")} />
          Available: shoppers can buy it
        </label>
      </FormSection>

      <FormSection title="Details shoppers read" hint="Lists take one entry a line.">
        {field("benefits", "Benefits", (props) => (
          <Textarea {...props} rows={4} />
        ))}
        {field("key_ingredients", "Key ingredients", (props) => (
          <Textarea {...props} rows={4} />
        ))}
        {field("tags", "Tags (search and recommendations)", (props) => (
          <Textarea {...props} rows={3} />
        ))}
        {field("certifications", "Certifications", (props) => (
          <Textarea {...props} rows={3} />
        ))}
        {field(
          "search_synonyms",
          "Search synonyms (in Hindi, other spellings)",
          (props) => (
            <Textarea {...props} rows={3} placeholder={"तुलसी\ntulasi"} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field(
          "how_to_use",
          "How to use",
          (props) => (
            <Textarea {...props} rows={3} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field(
          "conditions_cured",
          "Conditions it helps with",
          (props) => (
            <Input {...props} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field(
          "video",
          "Video (https address)",
          (props) => (
            <Input {...props} type="url" placeholder="https://" />
          ),
          { className: "sm:col-span-2" },
        )}
      </FormSection>

      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Create product"}
        cancelHref="/portal/products"
      />
    </form>
  );
}
