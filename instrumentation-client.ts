// zod compiles object parsers with `new Function` after probing whether it may: under the
// Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. The browser
// parses only form-sized input, so it does without the compiled parsers: `jitless`, set in the
// global that zod's `config()` writes to (zod/v4/core/core.js) before any zod code runs, so that
// this file, which every page loads first, carries no zod code of its own.
// e2e/security-headers.spec.ts fails on the violation if a zod upgrade stops reading it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
