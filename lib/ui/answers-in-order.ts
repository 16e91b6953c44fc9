/**
 * The answers about one thing the browser shows (the cart), applied in the order they were asked
 * for, so a slow old answer never paints over a newer one (issue 16: a coupon shown applied after
 * it was removed).
 *
 * - `read()` fetches the current state; it aborts the read still in flight, and an answer older
 *   than the one shown is dropped (a failure too).
 * - `write(change)` sends a change (never aborted: it must reach the server) and shows the state it
 *   answers unless a newer answer was shown meanwhile. A read sent while the change was on its way
 *   may have been answered before the change was made, so in that case (and when the change's own
 *   answer came too late to show) it reads again: the new read starts after the change is done.
 */
export function answersInOrder<T>({
  fetch,
  show,
  fail,
}: {
  fetch: (signal: AbortSignal) => Promise<T>;
  show: (state: T) => void;
  /** A read that failed while it was the newest request. */
  fail: (error: unknown) => void;
}) {
  let sent = 0;
  let shown = 0;
  let reading: { controller: AbortController; ticket: number } | null = null;

  const current = (ticket: number, controller?: AbortController) => ticket > shown && !controller?.signal.aborted;

  function read(): Promise<void> {
    reading?.controller.abort();
    const controller = new AbortController();
    const ticket = ++sent;
    reading = { controller, ticket };
    const done = () => {
      if (reading?.controller === controller) reading = null;
    };
    return fetch(controller.signal).then(
      (state) => {
        if (!current(ticket, controller)) return;
        done();
        shown = ticket;
        show(state);
      },
      (error: unknown) => {
        if (!current(ticket, controller)) return;
        done();
        fail(error);
      },
    );
  }

  async function write<R extends T>(change: () => Promise<R>): Promise<R> {
    const ticket = ++sent;
    const state = await change();
    const newerRead = reading !== null && reading.ticket > ticket;
    if (current(ticket)) {
      shown = ticket;
      show(state);
    }
    if (newerRead || shown !== ticket) void read();
    return state;
  }

  return { read, write };
}
