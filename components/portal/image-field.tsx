"use client";
import { ImagePlus, Trash2 } from "lucide-react";
import Image from "next/image";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImageKind } from "@/lib/domain/images";
import { uploadApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { IMAGE_ACCEPT, precheck } from "./product-images";
import { FileInput } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  /** What the image is for: the server stores it at that kind's size. */
  kind: Exclude<ImageKind, "product">;
  /** The stored path (`/media/...` or a seeded `/images/...`), or null/"" for none. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The form's own error for this field. */
  error?: string;
  hint?: string;
};

/**
 * One image of a category, a hero slide or the logo: a preview, Upload (or Replace) and Remove. Its
 * value is the path the record keeps; the file is stored at once, the record when its form is saved.
 */
export function ImageField({ id, label, kind, value, onChange, error, hint }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function upload(file: File) {
    setProblem(precheck(file));
    if (precheck(file)) return;
    setProgress(0);
    try {
      const { image } = await uploadApi(
        "portal.uploads.create",
        [file],
        { query: { kind } },
        { onProgress: setProgress },
      );
      onChange(image);
    } catch (failure) {
      setProblem(messageOf(failure, `${file.name} could not be uploaded. Try again.`));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={shown ? `${id}-error` : undefined}>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </p>
      <div className="flex items-center gap-3">
        <div className="relative flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
          {value ? (
            <Image
              src={value}
              alt={`${label} preview`}
              fill
              sizes="80px"
              className={kind === "logo" ? "object-contain" : "object-cover"}
            />
          ) : (
            <ImagePlus aria-hidden className="h-6 w-6 text-stone-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={progress !== null}
              onClick={() => picker.current?.click()}
            >
              {value ? "Replace image" : "Upload image"}
            </Button>
            {value && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={progress !== null}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden className="h-4 w-4" /> Remove
              </Button>
            )}
          </div>
          {progress !== null && (
            <progress
              aria-label={`Uploading ${label.toLowerCase()}`}
              value={Math.round(progress * 100)}
              max={100}
              className="h-2 w-40 accent-brand-600"
            />
          )}
          {!value && progress === null && <p className="text-xs text-stone-500">No image</p>}
        </div>
        <FileInput
          ref={picker}
          id={id}
          accept={IMAGE_ACCEPT}
          aria-label={`Choose ${label.toLowerCase()}`}
          visuallyHidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      </div>
      {hint && !shown && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
