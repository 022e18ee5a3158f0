import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KickedPoller } from "~/server/kicked-poller.server";

const KICK = 100;
const POLL = 15_000;

/** A poller whose runs are counted; `hold` makes the next run wait until released. */
function poller() {
  const state = {
    runs: 0,
    errors: [] as unknown[],
    fail: false,
    release: undefined as (() => void) | undefined,
  };
  let hold = false;
  const p = new KickedPoller({
    run: async () => {
      state.runs++;
      if (state.fail) throw new Error("boom");
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => {
          state.release = resolve;
        });
      }
    },
    kickDelayMs: KICK,
    pollMs: POLL,
    onError: (error) => state.errors.push(error),
  });
  return { p, state, holdNextRun: () => (hold = true) };
}

describe("KickedPoller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at start, then every poll interval while idle", async () => {
    const { p, state } = poller();
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(2);
    await p.stop();
  });

  it("kicks close together share one run, soon after the first", async () => {
    const { p, state } = poller();
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    p.kick();
    await vi.advanceTimersByTimeAsync(KICK / 2);
    p.kick();
    p.kick();
    await vi.advanceTimersByTimeAsync(KICK / 2);
    expect(state.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(KICK * 3);
    expect(state.runs).toBe(2);
    await p.stop();
  });

  it("a kick during a run asks for exactly one more run right after it", async () => {
    const { p, state, holdNextRun } = poller();
    holdNextRun();
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    p.kick();
    p.kick();
    state.release?.();
    await vi.advanceTimersByTimeAsync(KICK);
    expect(state.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(KICK * 3);
    expect(state.runs).toBe(2);
    await p.stop();
  });

  it("a run that throws is reported and polling goes on", async () => {
    const { p, state } = poller();
    state.fail = true;
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.errors).toHaveLength(1);
    state.fail = false;
    await vi.advanceTimersByTimeAsync(POLL);
    expect(state.runs).toBe(2);
    expect(state.errors).toHaveLength(1);
    await p.stop();
  });

  it("stop waits for the run in progress; after it nothing runs, kicked or polled", async () => {
    const { p, state, holdNextRun } = poller();
    holdNextRun();
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = p.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    expect(p.stopped).toBe(true);
    state.release?.();
    await stopping;
    p.kick();
    await vi.advanceTimersByTimeAsync(POLL * 2);
    expect(state.runs).toBe(1);
  });

  it("does nothing when kicked before it starts", async () => {
    const { p, state } = poller();
    p.kick();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(state.runs).toBe(0);
  });
});
