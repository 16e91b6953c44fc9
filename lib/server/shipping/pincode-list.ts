import "server-only";
import { Prisma, type Pincode } from "@prisma/client";
import { parse } from "csv-parse/sync";
import { pincodeStateProblem } from "@/lib/domain/pincode-states";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError, checkVersion, unlessTaken } from "@/lib/server/errors";
import {
  PINCODE_CSV_COLUMNS,
  PINCODE_IMPORT_MAX_ROWS,
  pincodeCsvRow,
  type PincodeCreate,
  type PincodePatch,
  type PincodeQuery,
} from "@/lib/validation/shipping/pincodes";

const pincodeNotFound = () => new AppError(404, "pincode_not_found", "Pincode not found");

/** A pincode as the portal shows it, with the `version` an edit must send back. */
export function pincodeJson(row: Pincode) {
  return {
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    serviceable: row.serviceable,
    cod_allowed: row.codAllowed,
    delivery_days: row.deliveryDays,
    version: row.version,
  };
}

export type PincodeJson = ReturnType<typeof pincodeJson>;

export async function getPincode(pincode: string) {
  const row = await db.pincode.findUnique({ where: { pincode } });
  if (!row) throw pincodeNotFound();
  return pincodeJson(row);
}

export async function listPincodes(query: PincodeQuery) {
  const search = query.search;
  const where: Prisma.PincodeWhereInput = {
    serviceable: query.serviceable,
    ...(search
      ? {
          OR: [
            { pincode: { startsWith: search } },
            { city: { contains: search, mode: "insensitive" } },
            { state: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, count] = await Promise.all([
    db.pincode.findMany({
      where,
      orderBy: { pincode: "asc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.pincode.count({ where }),
  ]);
  return { results: rows.map(pincodeJson), count };
}

export type PincodePage = Awaited<ReturnType<typeof listPincodes>>;

const columnsOf = (fields: Partial<PincodeCreate>) => ({
  city: fields.city,
  state: fields.state,
  serviceable: fields.serviceable,
  codAllowed: fields.cod_allowed,
  deliveryDays: fields.delivery_days,
});

export async function createPincode(input: PincodeCreate, actor: Actor) {
  return unlessTaken(
    () =>
      db.$transaction(async (tx) => {
        const created = pincodeJson(
          await tx.pincode.create({
            data: { pincode: input.pincode, ...columnsOf(input) } as Prisma.PincodeCreateInput,
          }),
        );
        await recordAudit(tx, actor, { action: "create", entity: "pincode", entityId: input.pincode, after: created });
        return created;
      }),
    () =>
      new AppError(409, "pincode_exists", `${input.pincode} is already on the list: edit it instead.`, {
        field: "pincode",
      }),
  );
}

/**
 * Saves an edit made on the version the admin saw; an older one (an import or another admin saved
 * since) is a 409. A new state must be the one the pincode is in.
 */
export async function updatePincode(pincode: string, { version, ...patch }: PincodePatch, actor: Actor) {
  const problem = patch.state === undefined ? null : pincodeStateProblem(pincode, patch.state);
  if (problem) throw new AppError(400, "invalid_request", problem, { field: "state" });
  return db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<Pincode[]>`SELECT * FROM "Pincode" WHERE pincode = ${pincode} FOR UPDATE`;
    if (!current) throw pincodeNotFound();
    checkVersion(current.version, version, "pincode");
    const updated = pincodeJson(
      await tx.pincode.update({ where: { pincode }, data: { ...columnsOf(patch), version: { increment: 1 } } }),
    );
    await recordAudit(tx, actor, {
      action: "update",
      entity: "pincode",
      entityId: pincode,
      ...changedFields(pincodeJson(current), updated),
    });
    return updated;
  });
}

/** Takes the pincode off the list: checkout then treats it as not serviceable. */
export async function deletePincode(pincode: string, actor: Actor) {
  return db.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<Pincode[]>`DELETE FROM "Pincode" WHERE pincode = ${pincode} RETURNING *`;
    if (!current) throw pincodeNotFound();
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "pincode",
      entityId: pincode,
      before: pincodeJson(current),
    });
    return { pincode, deleted: true };
  });
}

export type PincodeDeletion = Awaited<ReturnType<typeof deletePincode>>;

type Refused = { line: number; message: string };
type CsvLine = { record: string[]; info: { lines: number } };
type CsvRecord = { cells: Record<string, string> | null; line: number; width: number };

/**
 * The file's rows under its header, each with the line it ends on (a row with more cells than the
 * header has `cells` null); a file that is not CSV, or has unknown or missing columns, is a 400.
 */
function csvRecords(csv: string): CsvRecord[] {
  let lines: CsvLine[];
  try {
    lines = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as CsvLine[];
  } catch (error) {
    throw new AppError(400, "invalid_csv", `The file is not valid CSV: ${(error as Error).message}`);
  }
  if (lines.length === 0) return [];
  const header = lines[0].record.map((name) => name.toLowerCase());
  const unknown = header.find((name) => !(PINCODE_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw new AppError(
      400,
      "invalid_csv",
      `Unknown column "${unknown}": the columns are ${PINCODE_CSV_COLUMNS.join(", ")}`,
    );
  if (!["pincode", "city", "state"].every((name) => header.includes(name))) {
    throw new AppError(400, "invalid_csv", "The header row must name at least pincode, city and state");
  }
  if (lines.length - 1 > PINCODE_IMPORT_MAX_ROWS)
    throw new AppError(400, "invalid_csv", `A file has at most ${PINCODE_IMPORT_MAX_ROWS} rows`);
  return lines.slice(1).map(({ record, info }) => ({
    cells:
      record.length > header.length
        ? null
        : Object.fromEntries(header.map((name, index) => [name, record[index] ?? ""])),
    line: info.lines,
    width: header.length,
  }));
}

/** Rows checked one by one with POST's own rules; a pincode that appears again is refused at its later line. */
function checkedRows(records: CsvRecord[]): { rows: PincodeCreate[]; refused: Refused[] } {
  const rows = new Map<string, PincodeCreate>();
  const refused: Refused[] = [];
  for (const { cells, line, width } of records) {
    const parsed = cells === null ? null : pincodeCsvRow.safeParse(cells);
    if (parsed === null) refused.push({ line, message: `The row has more than the header's ${width} cells` });
    else if (!parsed.success) refused.push({ line, message: parsed.error.issues[0]?.message ?? "Invalid row" });
    else if (rows.has(parsed.data.pincode))
      refused.push({ line, message: `Pincode ${parsed.data.pincode} appears earlier in the file` });
    else rows.set(parsed.data.pincode, parsed.data);
  }
  return { rows: [...rows.values()], refused };
}

const CHUNK = 1_000;

/**
 * Imports a CSV file of pincodes: each row is checked alone, and one that passes is written whole
 * (created, or its fields replaced), one that does not is reported with its line and left out. The
 * rows that pass are written in one transaction with one audit row listing what changed.
 */
export async function importPincodes(csv: string, actor: Actor) {
  const { rows, refused } = checkedRows(csvRecords(csv));
  const outcome = await db.$transaction(
    async (tx) => {
      const before: Record<string, ReturnType<typeof pincodeJson>> = {};
      const after: Record<string, ReturnType<typeof pincodeJson>> = {};
      let created = 0;
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const codes = Prisma.join(chunk.map((row) => row.pincode));
        for (const row of await tx.$queryRaw<Pincode[]>`SELECT * FROM "Pincode" WHERE pincode IN (${codes}) FOR UPDATE`)
          before[row.pincode] = pincodeJson(row);
        const values = Prisma.join(
          chunk.map(
            (row) =>
              Prisma.sql`(${row.pincode}, ${row.city}, ${row.state}, ${row.serviceable}, ${row.cod_allowed}, ${row.delivery_days}::int)`,
          ),
        );
        const written = await tx.$queryRaw<(Pincode & { created: boolean })[]>`
          INSERT INTO "Pincode" AS p (pincode, city, state, serviceable, "codAllowed", "deliveryDays") VALUES ${values}
          ON CONFLICT (pincode) DO UPDATE SET city = excluded.city, state = excluded.state, serviceable = excluded.serviceable,
            "codAllowed" = excluded."codAllowed", "deliveryDays" = excluded."deliveryDays", version = p.version + 1
          WHERE (p.city, p.state, p.serviceable, p."codAllowed", p."deliveryDays")
                IS DISTINCT FROM (excluded.city, excluded.state, excluded.serviceable, excluded."codAllowed", excluded."deliveryDays")
          RETURNING p.*, (xmax = 0) AS created`;
        for (const { created: isNew, ...row } of written) {
          after[row.pincode] = pincodeJson(row);
          if (isNew) created += 1;
        }
      }
      const updated = Object.keys(after).length - created;
      const changedBefore = Object.fromEntries(
        Object.keys(after)
          .filter((code) => before[code])
          .map((code) => [code, before[code]]),
      );
      if (Object.keys(after).length > 0) {
        await recordAudit(tx, actor, {
          action: "import",
          entity: "pincode",
          entityId: "csv",
          before: changedBefore,
          after,
        });
      }
      return { created, updated, unchanged: rows.length - created - updated };
    },
    { timeout: 60_000 },
  );
  return { ...outcome, refused };
}

export type PincodeImportResult = Awaited<ReturnType<typeof importPincodes>>;
