/**
 * Claims that queue for the same lock, run together: while one group of
 * claims for a day is in its transaction, the claims arriving for that day
 * wait and then go as the next group, in one transaction, one after another
 * in the order they came (docs/decisions/0020-no-double-booking.md). Under a
 * rush (many visitors at once for a few times) the day's lock is taken once
 * per group rather than once per visitor, and most claims are answered from
 * what the group has already read.
 */

/** What one member of a group came to: its answer, or the error it alone failed with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Waiting<I, T> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

interface Lane<I, T> {
  waiting: Waiting<I, T>[];
  running: boolean;
}

// Per database handle (a transaction's handle is its own), then per key.
const lanes = new WeakMap<object, Map<string, Lane<unknown, unknown>>>();

/**
 * Runs `input` with the others of its group: `run` gets every input of the
 * group, in order, and gives one settled answer per input. When `run` itself
 * fails, every member of the group fails with its error.
 */
export function inGroup<I, T>(
  owner: object,
  key: string,
  input: I,
  run: (inputs: I[]) => Promise<Settled<T>[]>,
): Promise<T> {
  let byKey = lanes.get(owner);
  if (!byKey) {
    byKey = new Map();
    lanes.set(owner, byKey);
  }
  let lane = byKey.get(key) as Lane<I, T> | undefined;
  if (!lane) {
    lane = { waiting: [], running: false };
    byKey.set(key, lane as Lane<unknown, unknown>);
  }
  const joined = lane;
  const answer = new Promise<T>((resolve, reject) => joined.waiting.push({ input, resolve, reject }));
  if (!joined.running) {
    joined.running = true;
    // Claims made in the same turn (a burst) start as one group.
    queueMicrotask(() => void drain(owner, key, joined, run));
  }
  return answer;
}

async function drain<I, T>(
  owner: object,
  key: string,
  lane: Lane<I, T>,
  run: (inputs: I[]) => Promise<Settled<T>[]>,
): Promise<void> {
  while (lane.waiting.length > 0) {
    const group = lane.waiting.splice(0);
    try {
      const settled = await run(group.map((member) => member.input));
      group.forEach((member, i) => {
        const outcome = settled[i];
        if (!outcome) member.reject(new Error("no answer for a grouped claim"));
        else if (outcome.ok) member.resolve(outcome.value);
        else member.reject(outcome.error);
      });
    } catch (error) {
      for (const member of group) member.reject(error);
    }
  }
  lane.running = false;
  lanes.get(owner)?.delete(key);
}
