/**
 * How much image work runs at once on the server, whoever asked for it
 * (uploads checked and encoded, lead photos, photos cut again in the
 * background). Work started inside `inBackground` waits behind everyone
 * else's: an owner's upload goes first.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const background = new AsyncLocalStorage<true>();

/** Runs `work` as background image work: each of its steps lets requests' image work go first. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** A limit on how many tasks run at once: first come, first served, background work after the rest. */
function gate(limit: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const later: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy < limit) busy++;
    else await new Promise<void>((resolve) => (background.getStore() ? later : waiting).push(resolve));
    try {
      return await work();
    } finally {
      // Hand the place straight to the next in line, so nobody jumps the queue.
      const next = waiting.shift() ?? later.shift();
      if (next) next();
      else busy--;
    }
  };
}

/**
 * At most two images are decoded at once across the server, whoever uploads
 * them: a 48 MP photo holds about 150 MB while it is processed.
 */
export const withProcessingSlot = gate(2);

/**
 * At most two image operations run at once (the server has two cores): one
 * image alone is encoded two outputs at a time, two images share the cores,
 * and two of libuv's four threads stay free for file reads and writes.
 */
export const imageTask = gate(2);
