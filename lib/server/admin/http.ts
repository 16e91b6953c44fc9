import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { requireStaff } from "@/lib/server/auth";
import { db } from "@/lib/server/db";
import type { Actor } from "@/lib/server/orders/admin-actions";
import { ShopError } from "@/lib/server/orders/errors";

export function jsonError(status: number, error: string, message: string): NextResponse {
  return NextResponse.json({ error, message }, { status });
}

type AdminHandler<C> = (request: NextRequest, actor: Actor, context: C) => Promise<Response>;

/**
 * Wraps an admin route handler: only an active admin gets through (401/403 otherwise), the acting
 * admin's name is looked up for the status history, and a ShopError becomes its `{ error, message }`.
 */
export function adminRoute<C = unknown>(handler: AdminHandler<C>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    const auth = await requireStaff(request, ["admin"]);
    if (!auth.ok) return auth.response;
    const staff = await db.staffUser.findUnique({ where: { id: auth.principal.id }, select: { name: true, username: true } });
    try {
      return await handler(request, { staffId: auth.principal.id, name: staff?.name || staff?.username || "Admin" }, context);
    } catch (error) {
      if (error instanceof ShopError) return jsonError(error.status, error.code, error.message);
      throw error;
    }
  };
}

/** The request's JSON body parsed with `schema`; throws a 400 ShopError with the first problem. */
export async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const body = await request.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new ShopError(400, "invalid_request", result.error.issues[0]?.message ?? "Invalid request");
  return result.data;
}

/** The query parameters parsed with `schema`; throws a 400 ShopError with the first problem. */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const result = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!result.success) throw new ShopError(400, "invalid_request", result.error.issues[0]?.message ?? "Invalid query");
  return result.data;
}

/** The numeric id of a dynamic route segment; a non-number is a record that does not exist (`notFound`). */
function recordIdOf(value: string, notFound: () => ShopError): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) throw notFound();
  return id;
}

export const orderNotFound = () => new ShopError(404, "order_not_found", "Order not found");
export const customerNotFound = () => new ShopError(404, "customer_not_found", "Customer not found");

export const orderIdOf = (value: string) => recordIdOf(value, orderNotFound);
export const customerIdOf = (value: string) => recordIdOf(value, customerNotFound);
