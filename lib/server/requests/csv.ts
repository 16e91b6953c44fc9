import "server-only";

/** UTF-8's byte order mark: without it Excel reads a CSV file as the local code page and garbles non-ASCII text. */
const UTF8_BOM = "\uFEFF";

/**
 * Rows produced one chunk at a time, streamed as a CSV download that no cache keeps; `bom` starts
 * the file with the UTF-8 byte order mark, for files people open in Excel.
 */
export function csvAttachment(fileName: string, rows: AsyncGenerator<string>, { bom = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bom) controller.enqueue(encoder.encode(UTF8_BOM));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
