import "server-only";
import { AppError } from "@/lib/server/errors";

/** What multipart/form-data adds around a file (boundaries, part headers), allowed on top of its size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(413, "file_too_large", `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);

/**
 * The file a multipart/form-data request carries in `field`, at most `maxBytes`. The body is
 * counted as it arrives, so an oversize upload is refused (413) without reading it whole, whatever
 * its Content-Length says; a request that is not multipart or has no such file is a 400.
 */
export async function uploadedFile(request: Request, field: string, maxBytes: number): Promise<File> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new AppError(400, "invalid_upload", `Send the file as multipart/form-data, in a field named "${field}".`);
  }
  const limit = maxBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge(maxBytes);
  if (!request.body) throw new AppError(400, "invalid_upload", `Choose a file to upload (the form field "${field}").`);
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(tooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { "content-type": type } }).formData();
  } catch {
    if (received > limit) throw tooLarge(maxBytes);
    throw new AppError(400, "invalid_upload", "The upload could not be read as multipart/form-data.");
  }
  const file = form.get(field);
  if (!(file instanceof File))
    throw new AppError(400, "invalid_upload", `Choose a file to upload (the form field "${field}").`);
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  return file;
}
