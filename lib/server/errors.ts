/** The statuses a refusal may carry: the client's mistakes, limits (413: an upload too large; 415: a body that is not JSON), and an outside service that failed. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

/**
 * A refusal the client can act on. The route wrapper (`lib/server/route-handler/route.ts`) answers it as
 * `{ error: code, message, ...details }` with `status` and `headers`; anything else thrown is a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

type PrismaFailure = { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };

function prismaCode(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as PrismaFailure).code : undefined;
}

/** A unique constraint refused the write: P2002 from Prisma's own queries, P2010 with the adapter's kind from raw SQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = prismaCode(error);
  const kind = (error as PrismaFailure | null)?.meta?.driverAdapterError?.cause?.kind;
  return code === "P2002" || (code === "P2010" && kind === "UniqueConstraintViolation");
}

/** Runs a write; a unique constraint it breaks becomes `taken()` (a 409 naming the value), never a 500. */
export async function unlessTaken<T>(write: () => Promise<T>, taken: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The record an update or delete named does not exist (Prisma's P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return prismaCode(error) === "P2025";
}

/**
 * The optimistic check of every portal edit: `sent` is the version the editor saw, `stored` the
 * locked row's. An older one is a 409 (someone else saved in between), never a silent overwrite.
 */
export function checkVersion(stored: number, sent: number, record: string): void {
  if (stored !== sent) {
    throw new AppError(
      409,
      "edit_conflict",
      `Someone else changed this ${record} since you opened it. Reload it to see their changes, then edit again.`,
    );
  }
}
