/**
 * Driver adapter for the Prisma CLI only (migrate, db push, introspection), which lets
 * Prisma 6.19's WASM schema engine run fully offline. The app itself uses plain
 * @prisma/adapter-pg (lib/server/db.ts). It mends three defects of adapter-pg 6.19
 * on this path (DESIGN.md section 2):
 *  1. pg_catalog columns of internal types (name, "char", void, vectors...) cannot be
 *     deserialized: result columns of such types are re-labelled as text / text[].
 *  2. The shadow-database pool was built as {...config, database} while a connection
 *     string overrides `database`: connection settings are passed as discrete fields.
 *  3. The shadow database was dropped while its own pool was still connected: the pool
 *     is closed first, then the database is dropped WITH (FORCE).
 * It also sends each migration script whole (adapter-pg splits scripts on ";", which
 * breaks statements that contain a semicolon in a string or a function body).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

const TEXT = 25;
const TEXT_ARRAY = 1009;

/** Type oids adapter-pg 6.19 can read (its fieldToColumnType); anything else below 10000 is re-labelled. */
const READABLE_OIDS = new Set([
  21, 23, 20, 700, 701, 16, 1082, 1083, 1266, 1114, 1184, 1700, 790, 114, 3802, 2950, 26, 1042, 25, 1043, 1560, 1562,
  869, 650, 142, 17, 1561, 1000, 1001, 1014, 1002, 651, 1182, 1021, 1022, 1041, 1005, 1007, 1016, 3807, 199, 791, 1231,
  1028, 1009, 1115, 1185, 1183, 2951, 1563, 1015, 143,
]);
/** Array types of internal element types: name[], aclitem[], int2vector[], oidvector[], regtype[]. */
const INTERNAL_ARRAY_OIDS = new Set([1003, 1034, 1006, 1013, 2211]);
const FIRST_USER_OID = 10000;

type Field = { name: string; dataTypeID: number };
type ArrayResult = { fields: Field[]; rows: unknown[][] };

function toTextArray(value: unknown): unknown {
  if (typeof value !== "string") return value;
  // pg-types' typings describe arrayParser as a function; at run time it is { create }.
  const parser = pg.types.arrayParser as unknown as {
    create(source: string, transform: (item: string) => string): { parse(): string[] };
  };
  return parser.create(value, (item) => item).parse();
}

function relabelInternalTypes(result: ArrayResult): void {
  result.fields.forEach((field, column) => {
    if (field.dataTypeID >= FIRST_USER_OID || READABLE_OIDS.has(field.dataTypeID)) return;
    const isArray = INTERNAL_ARRAY_OIDS.has(field.dataTypeID);
    field.dataTypeID = isArray ? TEXT_ARRAY : TEXT;
    for (const row of result.rows) {
      const value = row[column];
      row[column] = isArray ? toTextArray(value) : value === null || value === undefined ? null : String(value);
    }
  });
}

function relabel(result: unknown): unknown {
  const arrayResult = result as ArrayResult;
  if (Array.isArray(arrayResult?.fields) && Array.isArray(arrayResult.rows)) relabelInternalTypes(arrayResult);
  return result;
}

class RelabellingClient extends pg.Client {
  // pg's overloads are too wide to restate. A pool calls query(config, values, callback);
  // a client used directly gets a promise.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => callback(error, error ? result : relabel(result));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const pending = (super.query as any)(...args);
    return pending instanceof Promise ? pending.then(relabel) : pending;
  }
}

function poolConfig(databaseUrl: string, database?: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: database ?? decodeURIComponent(url.pathname.slice(1)),
    max: 2,
    Client: RelabellingClient,
  };
}

type Connection = Awaited<ReturnType<PrismaPg["connect"]>>;

function runWholeScripts(connection: Connection, pool: pg.Pool): Connection {
  connection.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      // Reuse adapter-pg's translation of pg errors into Prisma errors.
      (connection as unknown as { onError(error: unknown): never }).onError(error);
    }
  };
  return connection;
}

class MigrationAdapterFactory extends PrismaPg {
  constructor(private readonly databaseUrl: string) {
    super(new pg.Pool(poolConfig(databaseUrl)), { disposeExternalPool: true });
  }

  override async connect(): Promise<Connection> {
    const connection = await super.connect();
    return runWholeScripts(connection, (this as unknown as { externalPool: pg.Pool }).externalPool);
  }

  override async connectToShadowDb(): Promise<Connection> {
    const admin = new pg.Pool(poolConfig(this.databaseUrl));
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const shadowPool = new pg.Pool(poolConfig(this.databaseUrl, database));
    const shadow = await new PrismaPg(shadowPool, { disposeExternalPool: true }).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
    return runWholeScripts(shadow, shadowPool);
  }
}

export function migrationAdapter(databaseUrl: string) {
  return new MigrationAdapterFactory(databaseUrl);
}
