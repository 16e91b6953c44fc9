"use client";
import { FormField, invalidProps } from "@/components/forms/form-field";
import { RECORD_INPUT } from "@/components/forms/record-form";

export type ImageFieldProps = {
  id: string;
  label: string;
  /** The image's path on this site ("/images/…"), "" for none. */
  value: string;
  onChange: (value: string) => void;
  error?: { message?: string };
  hint?: string;
  className?: string;
};

/**
 * An image given as a path on this site, with a preview. Forms render it through one
 * `<Controller>`; an upload field with the same props can take its place.
 */
export function ImagePathField({ id, label, value, onChange, error, hint = "A path on this site, such as /images/categories/teas.webp. Empty: the shop's placeholder image.", className }: ImageFieldProps) {
  const path = value.trim();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <div className="flex items-center gap-3">
        <input {...invalidProps(id, error)} value={value} onChange={(event) => onChange(event.target.value)} placeholder="/images/..." className={`${RECORD_INPUT} font-mono text-sm`} />
        {path.startsWith("/") && !path.startsWith("//") ? (
          // A preview of whatever path is typed; next/image would refuse paths it cannot optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img key={path} src={path} alt="" onError={(event) => { event.currentTarget.style.visibility = "hidden"; }} className="h-10 w-14 shrink-0 rounded border border-stone-200 bg-stone-100 object-cover" />
        ) : (
          <span aria-hidden className="h-10 w-14 shrink-0 rounded border border-dashed border-stone-300 bg-stone-50" />
        )}
      </div>
    </FormField>
  );
}
