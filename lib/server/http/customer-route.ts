import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { requireCustomer } from "@/lib/server/auth";
import type { CustomerPrincipal } from "@/lib/server/auth";
import { ShopError } from "@/lib/server/orders/errors";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Runs a customer route handler: 401/403 from the guard, `run`'s result as JSON nobody caches,
 * a ShopError as `{ error, message }` with its status.
 */
export async function customerRoute(
  request: NextRequest,
  run: (customer: CustomerPrincipal) => Promise<unknown>,
  status = 200,
): Promise<NextResponse> {
  const auth = await requireCustomer(request);
  if (!auth.ok) return auth.response;
  return answer(() => run(auth.principal), status);
}

export async function answer(run: () => Promise<unknown>, status = 200): Promise<NextResponse> {
  try {
    const body = await run();
    if (body instanceof NextResponse) return body;
    return NextResponse.json(body, { status, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    return NextResponse.json({ error: error.code, message: error.message }, { status: error.status, headers: NO_STORE });
  }
}

/** The request's JSON body checked against `schema`; bad JSON or fields become a 400 ShopError. */
export async function jsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await request.json().catch(() => {
    throw new ShopError(400, "invalid_json", "The request body must be valid JSON");
  });
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ShopError(400, "invalid_request", result.error.issues[0]?.message ?? "Invalid request");
}
