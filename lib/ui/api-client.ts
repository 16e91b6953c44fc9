/**
 * The one way the browser calls the shop's own API: JSON in and out, same-origin cookies, never
 * cached. A refusal becomes an `ApiError` carrying the server's `{error, message}`; a reply that is
 * not JSON or a network failure becomes one too, so callers handle a single error type.
 */

/** `status` 0 and `code` "network" when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** True when `message` is the server's own words, fit to show as they are. */
    readonly fromServer: boolean,
    /** The input field the refusal is about, when the server names one (e.g. "sku"). */
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const NETWORK_FAILURE = "Could not reach the shop. Please check your connection and try again.";

/** Sent on `window` when the API answers 401: the caller's session has ended (the back office then signs in again). */
export const SIGNED_OUT_EVENT = "api:signed-out";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
export type RequestOptions = {
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

async function send(path: string, { method = "GET", body, headers = {}, signal }: RequestOptions): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      cache: "no-store",
      credentials: "same-origin",
      signal,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network", NETWORK_FAILURE, false);
  }
}

function answered(response: Response): Response {
  if (response.status === 401 && typeof window !== "undefined") window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  return response;
}

/** A refusal without a message of its own reads as SPEC.md section 8 words it: "HTTP error! status: N". */
function refusal(response: Response, json: unknown): ApiError {
  const reply = (json ?? {}) as { error?: unknown; message?: unknown; field?: unknown };
  const code = typeof reply.error === "string" ? reply.error : "http_error";
  return typeof reply.message === "string" && reply.message
    ? new ApiError(
        response.status,
        code,
        reply.message,
        true,
        typeof reply.field === "string" ? reply.field : undefined,
      )
    : new ApiError(response.status, code, `HTTP error! status: ${response.status}`, false);
}

/** Calls `path` and answers its JSON; a non-2xx reply throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = answered(await send(path, options));
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response, json);
  return json as T;
}

function formOf(files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  return form;
}

/** A file the server streams (e.g. a CSV export, or a PDF made from a POSTed selection), with the name its Content-Disposition gives. */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = answered(await send(path, options));
  if (!response.ok) throw refusal(response, await response.json().catch(() => null));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** The server's own words for a failed call, or `fallback` (network failure, a reply without a message, any other error). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * Sends `files` as multipart/form-data (each in a field `file`; or a form already built, e.g. a CSV
 * file to import) by POST and answers the JSON reply, telling
 * `onProgress` how much of the upload has gone (0 to 1). XMLHttpRequest, because fetch reports no
 * upload progress; refusals and failures become the same ApiError as every other call.
 */
export function apiUpload<T>(
  path: string,
  files: File[] | FormData,
  { onProgress, signal }: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let json: unknown = null;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        json = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(json as T);
      if (request.status < 200 || request.status > 599)
        return reject(new ApiError(0, "network", NETWORK_FAILURE, false));
      reject(refusal(answered(new Response(null, { status: request.status })), json));
    };
    request.onerror = () => reject(new ApiError(0, "network", NETWORK_FAILURE, false));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort());
    request.send(files instanceof FormData ? files : formOf(files));
  });
}
