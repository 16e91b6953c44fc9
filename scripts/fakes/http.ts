/** The HTTP plumbing the local fakes share: a JSON body in, a JSON (or other) answer out. */
import type { IncomingMessage, ServerResponse } from "node:http";

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function send(response: ServerResponse, status: number, body: unknown, { type = "application/json", headers = {} }: { type?: string; headers?: Record<string, string> } = {}): void {
  response.writeHead(status, { "Content-Type": type, ...headers });
  if (status === 204) return void response.end();
  response.end(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}
