/** The variables that say what kind of server this is, read at build time (next.config.ts) and at start-up (lib/env.ts). */
export type BuildEnvironment = { NODE_ENV?: string; APP_ENV?: string };

/** A production deployment: not development, and not the end-to-end build (`APP_ENV=test`, plain http, local fakes). */
export function isProductionDeployment(environment: BuildEnvironment): boolean {
  return environment.NODE_ENV === "production" && environment.APP_ENV !== "test";
}
