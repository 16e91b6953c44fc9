import "server-only";
import sharp from "sharp";
import {
  ACCEPTED_IMAGE_FORMATS,
  MAX_IMAGE_PIXELS,
  sniffImageFormat,
  STORED_WIDTH,
  type ImageKind,
} from "@/lib/domain/images";
import { AppError } from "@/lib/server/errors";
import type { UploadedFile } from "./multipart";

export type ProcessedImage = { bytes: Buffer; width: number; height: number; contentType: "image/webp" };

const label = (file: UploadedFile) => file.name || "The file";

const notAnImage = (file: UploadedFile) =>
  new AppError(422, "not_an_image", `${label(file)} is not a JPEG, PNG, WebP or AVIF image.`, {
    field: "file",
    file: file.name,
  });

/**
 * A real JPEG, PNG, WebP or AVIF image (judged by its bytes: the name and declared type are not
 * believed), decoded whole (a truncated file is refused), turned upright, stripped of its metadata
 * (EXIF, GPS, ICC profiles) and stored as WebP at most `STORED_WIDTH[kind]` wide, never enlarged.
 */
export async function processImage(file: UploadedFile, kind: ImageKind): Promise<ProcessedImage> {
  const format = sniffImageFormat(file.bytes.subarray(0, 64));
  if (!format) throw notAnImage(file);
  const source = () => sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" });
  const metadata = await source()
    .metadata()
    .catch(() => null);
  const decoded =
    metadata?.format === "jpeg"
      ? "JPEG"
      : metadata?.format === "png"
        ? "PNG"
        : metadata?.format === "webp"
          ? "WebP"
          : metadata?.format === "heif" && metadata.compression === "av1"
            ? "AVIF"
            : null;
  if (!metadata || decoded !== format || !ACCEPTED_IMAGE_FORMATS.includes(decoded)) throw notAnImage(file);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new AppError(
      422,
      "image_too_large",
      `${label(file)} has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
      { field: "file", file: file.name },
    );
  }
  try {
    const { data, info } = await source()
      .rotate()
      .resize({ width: STORED_WIDTH[kind], withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: "image/webp" };
  } catch {
    throw new AppError(
      422,
      "damaged_image",
      `${label(file)} is damaged or incomplete. Save it again and upload it once more.`,
      { field: "file", file: file.name },
    );
  }
}
