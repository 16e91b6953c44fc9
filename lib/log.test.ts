import { Writable } from "node:stream";
import { createLogger, maskPhone } from "./log";

function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe("createLogger", () => {
  it("writes one JSON object a line, with time, level and the event's fields, and never a credential", () => {
    const { lines, stream } = captured();
    const logger = createLogger({ NODE_ENV: "production" }, stream);
    logger.info(
      { requestId: "r-12345678", authorization: "Bearer secret", user: { password: "hunter22", token: "t" } },
      "request",
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request",
        requestId: "r-12345678",
        authorization: "[redacted]",
        user: { password: "[redacted]", token: "[redacted]" },
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it("takes its level from LOG_LEVEL, is silent under Jest, and informs elsewhere", () => {
    expect(createLogger({ NODE_ENV: "production", LOG_LEVEL: "warn" }, captured().stream).level).toBe("warn");
    expect(createLogger({ NODE_ENV: "production", LOG_LEVEL: "nonsense" }, captured().stream).level).toBe("info");
    expect(createLogger({ NODE_ENV: "test" }, captured().stream).level).toBe("silent");
    expect(createLogger({ NODE_ENV: "test", LOG_LEVEL: "debug" }, captured().stream).level).toBe("debug");
  });
});

describe("maskPhone", () => {
  it.each([
    ["+919876543210", "+********3210"],
    ["98765 43210", "******3210"],
    ["12", "***"],
  ])("%s -> %s", (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});
