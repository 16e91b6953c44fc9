/**
 * Runs before each integration test file: clones the seeded template into a database of the
 * file's own, so test files are isolated and can run in parallel.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { withDatabase } from "../database";
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX } from "./names";

const server = process.env.TEST_DATABASE_SERVER_URL;
if (!server) throw new Error("TEST_DATABASE_SERVER_URL is not set: integration tests run through jest's globalSetup.");

const name = `${TEST_DATABASE_PREFIX}${randomUUID().replaceAll("-", "")}`;
// Synchronous so DATABASE_URL is set before any test module imports the database client.
execFileSync(process.execPath, [
  "-e",
  `const pg = require("pg");
   const client = new pg.Client({ connectionString: process.argv[1] });
   client.connect()
     .then(() => client.query('CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"'))
     .finally(() => client.end())
     .catch((error) => { console.error(error); process.exit(1); });`,
  withDatabase(server, "postgres"),
]);
process.env.DATABASE_URL = withDatabase(server, name);
// Uploaded images of this file go to a folder of its own (lib/server/storage), never the dev data.
process.env.UPLOADS_DIR = path.join(tmpdir(), `uploads-${name}`);
