/** A refusal the client can act on; route handlers answer it as `{ error, message }` with `status`. */
export class ShopError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 502,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ShopError";
  }
}

type PrismaFailure = { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };

/** A unique constraint refused the write: P2002 from Prisma's own queries, P2010 with the adapter's kind from raw SQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as PrismaFailure;
  return code === "P2002" || (code === "P2010" && meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation");
}
