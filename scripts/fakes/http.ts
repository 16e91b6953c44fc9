/** The HTTP plumbing the local fakes share: a JSON body in, a JSON (or other) answer out. */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { log } from "../../lib/log";

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  { type = "application/json", headers = {} }: { type?: string; headers?: Record<string, string> } = {},
): void {
  response.writeHead(status, { "Content-Type": type, ...headers });
  if (status === 204) return void response.end();
  response.end(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/** `handler`, with one structured log line per request (the fake's name, method, path, status, duration). */
export function logged(fake: string, handler: RequestListener): RequestListener {
  const logger = log.child({ fake });
  return (request, response) => {
    const started = Date.now();
    response.once("close", () =>
      logger.info(
        {
          method: request.method,
          path: (request.url ?? "/").split("?")[0],
          status: response.statusCode,
          ms: Date.now() - started,
        },
        "request",
      ),
    );
    handler(request, response);
  };
}
