/** Test helpers for the admin route handlers: a bearer token per role and requests shaped like the API's. */
import { NextRequest } from "next/server";
import type { Principal } from "@/lib/server/auth";
import { issueAccessToken } from "@/lib/server/auth/jwt";
import { db } from "@/lib/server/db";

export type RoleTokens = { admin: string; editor: string; customer: string };

/** Access tokens of the seeded admin and editor and of a new customer with phone `customerPhone`. */
export async function roleTokens(customerPhone: string): Promise<RoleTokens> {
  const staff = await db.staffUser.findMany();
  const idOf = (username: string) => staff.find((member) => member.username === username)!.id;
  const token = (principal: Principal) => issueAccessToken(principal);
  const customer = await db.customer.create({ data: { phone: customerPhone } });
  return {
    admin: await token({ kind: "staff", id: idOf("admin"), role: "admin" }),
    editor: await token({ kind: "staff", id: idOf("editor"), role: "editor" }),
    customer: await token({ kind: "customer", id: customer.id, role: "user" }),
  };
}

export type Call = { method?: string; body?: unknown; token: string | null };

/** A request to `/api/admin{path}` with a JSON body and a bearer token when given. */
export function adminRequest(path: string, { method = "GET", body, token }: Call): NextRequest {
  const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return new NextRequest(`http://localhost/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The context a dynamic `[id]` route handler receives. */
export const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

export async function statusAndJson(response: Response | Promise<Response>) {
  const answer = await response;
  return { status: answer.status, body: await answer.json() };
}
