/** Helpers for the shipping tests: the local fake Shiprocket and a carrier pointed at it. */
import { LOCAL_SHIPROCKET } from "@/lib/local-shiprocket";
import { startFakeShiprocket, type FakeShiprocket, type FakeShiprocketOptions } from "../fakes/shiprocket";
import type { Carrier } from "@/lib/server/shipping/carrier";
import { shiprocketCarrier } from "@/lib/server/shipping/shiprocket";

export type FakeCourier = { fake: FakeShiprocket; carrier: Carrier };

/** A carrier gives up on the fake after this long (its "timeout-after-work" failures never answer). */
export const TEST_TIMEOUT_MS = 1500;

/**
 * Starts the fake Shiprocket on a free port before the test file's tests and closes it after them.
 * The returned object is filled in beforeAll: read its fields inside tests, not at import time.
 */
export function withFakeShiprocket(options: Partial<FakeShiprocketOptions> = {}): FakeCourier {
  const handle = {} as FakeCourier;
  beforeAll(async () => {
    handle.fake = await startFakeShiprocket({
      port: 0,
      email: LOCAL_SHIPROCKET.email,
      password: LOCAL_SHIPROCKET.password,
      webhookUrl: null,
      webhookToken: LOCAL_SHIPROCKET.webhookToken,
      ...options,
    });
    handle.carrier = shiprocketCarrier({
      apiUrl: `${handle.fake.url}/v1/external`,
      email: LOCAL_SHIPROCKET.email,
      password: LOCAL_SHIPROCKET.password,
      timeoutMs: TEST_TIMEOUT_MS,
    });
  });
  afterAll(() => handle.fake.close());
  return handle;
}
