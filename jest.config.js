/** Jest: "unit" runs pure rules; "integration" runs services against a real PostgreSQL. */
const transform = {
  "^.+\\.(t|j)sx?$": [
    "@swc/jest",
    { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } },
  ],
};
const moduleNameMapper = {
  "^@/(.*)$": "<rootDir>/$1",
  "^server-only$": "<rootDir>/scripts/jest/server-only.ts",
  "^next/cache$": "<rootDir>/scripts/jest/next-cache.ts",
  "^@react-email/render$": "<rootDir>/scripts/jest/react-email-render.ts",
};

/** ESM-only packages that swc turns into CommonJS for Jest. */
const transformIgnorePatterns = ["/node_modules/(?!(jose|next-auth|@auth)/)"];

/** @type {import('jest').Config} */
module.exports = {
  // A global option only: Jest ignores testTimeout in a project's config (the integration tests ran with 5 s).
  testTimeout: 30000,
  globalSetup: "<rootDir>/scripts/jest/global-setup.ts",
  globalTeardown: "<rootDir>/scripts/jest/global-teardown.ts",
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/lib/*.test.ts",
        "<rootDir>/lib/domain/**/*.test.ts",
        "<rootDir>/lib/validation/**/*.test.ts",
        "<rootDir>/lib/ui/**/*.test.ts",
        "<rootDir>/lib/api/**/*.test.ts",
        "<rootDir>/lib/http/**/*.test.ts",
      ],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/{lib/server,app,prisma,scripts}/**/*.test.ts"],
      setupFiles: ["<rootDir>/scripts/jest/database-per-file.ts"],
      setupFilesAfterEnv: ["<rootDir>/scripts/jest/stop-job-queue.ts"],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
};
