import { config } from "zod/v4/core";

// zod compiles object parsers with `new Function` after probing whether it may: under the
// Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. The browser
// parses only form-sized input, so it does without the compiled parsers.
config({ jitless: true });
