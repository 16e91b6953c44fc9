import "server-only";
import { Readable } from "node:stream";
import Busboy from "busboy";
import { formatBytes, MAX_IMAGE_BYTES } from "@/lib/domain/images";
import { AppError } from "@/lib/server/errors";
import { counted } from "@/lib/domain/plural";

export type UploadedFile = { name: string; bytes: Buffer };

/** Room for the multipart boundaries and part headers around the files themselves. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (name: string) =>
  new AppError(
    413,
    "file_too_large",
    `${name || "The file"} is larger than ${formatBytes(MAX_IMAGE_BYTES)}. Choose a smaller image.`,
    { field: "file" },
  );

/**
 * The `file` fields of a multipart/form-data request, read as a stream: a file past 10 MB is
 * refused (413) as soon as its 10 MB + 1st byte arrives, and a body announced larger than `maxFiles`
 * such files is refused before a byte is read. Any other field, or more files than `maxFiles`, is a 400.
 */
export async function readImageFiles(request: Request, maxFiles: number): Promise<UploadedFile[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type) || !request.body) {
    throw new AppError(400, "multipart_required", "Send the image as multipart/form-data, in a field named file.", {
      field: "file",
    });
  }
  const announced = Number(request.headers.get("content-length") ?? NaN);
  if (announced > maxFiles * MAX_IMAGE_BYTES + ENVELOPE_BYTES) {
    throw new AppError(
      413,
      "upload_too_large",
      `Send at most ${counted(maxFiles, "image")} of ${formatBytes(MAX_IMAGE_BYTES)} each.`,
      { field: "file" },
    );
  }
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": type },
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 0, fieldSize: 1024 },
    });
  } catch {
    throw new AppError(400, "multipart_required", "Send the image as multipart/form-data, in a field named file.", {
      field: "file",
    });
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
  return new Promise<UploadedFile[]>((resolve, reject) => {
    const files: UploadedFile[] = [];
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("file", (field, stream, info) => {
      const name = info.filename ?? "";
      if (field !== "file") {
        stream.resume();
        return fail(
          new AppError(400, "unexpected_field", `Send images in fields named file, not ${field.slice(0, 40)}.`, {
            field: "file",
          }),
        );
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge(name)));
      stream.on("end", () => {
        if (!stream.truncated) files.push({ name, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("field", (field) =>
      fail(
        new AppError(400, "unexpected_field", `Send images in fields named file, not ${field.slice(0, 40)}.`, {
          field: "file",
        }),
      ),
    );
    parser.on("filesLimit", () =>
      fail(
        new AppError(400, "too_many_files", `Send at most ${counted(maxFiles, "image")} at once.`, { field: "file" }),
      ),
    );
    parser.on("fieldsLimit", () =>
      fail(new AppError(400, "unexpected_field", "Send only image files, in fields named file.", { field: "file" })),
    );
    parser.on("error", () =>
      fail(
        new AppError(
          400,
          "invalid_multipart",
          "The upload was cut off or is not valid multipart/form-data. Try again.",
          { field: "file" },
        ),
      ),
    );
    source.on("error", () =>
      fail(new AppError(400, "invalid_multipart", "The upload was cut off. Try again.", { field: "file" })),
    );
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (files.length === 0)
        reject(new AppError(400, "file_missing", "Choose an image file to upload (field file).", { field: "file" }));
      else resolve(files);
    });
    source.pipe(parser);
  });
}
