/** Databases of one Jest run carry its id, so runs sharing a server never drop each other's. */
const runId = process.env.JEST_RUN_ID ?? String(process.pid);
process.env.JEST_RUN_ID = runId;

export const TEST_DATABASE_PREFIX = `storefront_test_${runId}_`;
export const TEMPLATE_DATABASE = `${TEST_DATABASE_PREFIX}template`;
