import { answersInOrder } from "./answers-in-order";

/** A request the test answers (or fails) when it chooses, in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Cart = { coupon: string | null; quantity: number };

function harness() {
  const reads: { answer: ReturnType<typeof deferred<Cart>>; signal: AbortSignal }[] = [];
  const shown: Cart[] = [];
  const failures: unknown[] = [];
  const cart = answersInOrder<Cart>({
    fetch: (signal) => {
      const answer = deferred<Cart>();
      reads.push({ answer, signal });
      return answer.promise;
    },
    show: (state) => shown.push(state),
    fail: (error) => failures.push(error),
  });
  return { cart, reads, shown, failures };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("answersInOrder", () => {
  it("drops an older read that answers after a newer one (the coupon stays removed)", async () => {
    const { cart, reads, shown } = harness();
    const first = cart.read(); // asked while the coupon was applied
    const second = cart.read(); // asked after the coupon was removed
    expect(reads[0].signal.aborted).toBe(true);
    reads[1].answer.resolve({ coupon: null, quantity: 1 });
    reads[0].answer.resolve({ coupon: "WELCOME10", quantity: 1 });
    await Promise.all([first, second]);
    expect(shown).toEqual([{ coupon: null, quantity: 1 }]);
  });

  it("ignores the failure of a read that a newer one replaced", async () => {
    const { cart, reads, shown, failures } = harness();
    const first = cart.read();
    const second = cart.read();
    reads[0].answer.reject(new Error("aborted"));
    reads[1].answer.resolve({ coupon: null, quantity: 2 });
    await Promise.all([first, second]);
    expect(failures).toEqual([]);
    expect(shown).toEqual([{ coupon: null, quantity: 2 }]);
  });

  it("reports the failure of the newest read", async () => {
    const { cart, reads, failures } = harness();
    const read = cart.read();
    const error = new Error("offline");
    reads[0].answer.reject(error);
    await read;
    expect(failures).toEqual([error]);
  });

  it("shows a change's answer and drops a read sent before the change that answers after it", async () => {
    const { cart, reads, shown } = harness();
    const read = cart.read();
    const change = deferred<Cart>();
    const write = cart.write(() => change.promise);
    change.resolve({ coupon: null, quantity: 3 });
    await expect(write).resolves.toEqual({ coupon: null, quantity: 3 });
    reads[0].answer.resolve({ coupon: "WELCOME10", quantity: 1 });
    await read;
    expect(shown).toEqual([{ coupon: null, quantity: 3 }]);
    expect(reads).toHaveLength(1);
  });

  it("reads again when a read sent during a change may have been answered before the change", async () => {
    const { cart, reads, shown } = harness();
    const change = deferred<Cart>();
    const write = cart.write(() => change.promise);
    const read = cart.read();
    change.resolve({ coupon: null, quantity: 4 });
    await write;
    expect(reads[0].signal.aborted).toBe(true);
    reads[0].answer.resolve({ coupon: "WELCOME10", quantity: 1 }); // the state before the change
    await read;
    expect(reads).toHaveLength(2);
    reads[1].answer.resolve({ coupon: null, quantity: 4 });
    await flush();
    expect(shown).toEqual([
      { coupon: null, quantity: 4 },
      { coupon: null, quantity: 4 },
    ]);
  });

  it("reads again when a change answers after a newer read was shown", async () => {
    const { cart, reads, shown } = harness();
    const change = deferred<Cart>();
    const write = cart.write(() => change.promise);
    const read = cart.read();
    reads[0].answer.resolve({ coupon: "WELCOME10", quantity: 1 });
    await read;
    change.resolve({ coupon: null, quantity: 5 });
    await write;
    expect(reads).toHaveLength(2);
    reads[1].answer.resolve({ coupon: null, quantity: 5 });
    await flush();
    expect(shown).toEqual([
      { coupon: "WELCOME10", quantity: 1 },
      { coupon: null, quantity: 5 },
    ]);
  });

  it("passes a refused change to its caller and shows nothing", async () => {
    const { cart, shown } = harness();
    await expect(cart.write(() => Promise.reject(new Error("Only 2 left in stock")))).rejects.toThrow(
      "Only 2 left in stock",
    );
    expect(shown).toEqual([]);
  });
});
