import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives development safe defaults", () => {
    const env = parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\//);
    expect(env.AUTH_SECRET.length).toBeGreaterThan(0);
  });

  it("rejects a malformed value with a message naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "development", APP_URL: "not a url" } as NodeJS.ProcessEnv)).toThrow(/APP_URL/);
  });
});
