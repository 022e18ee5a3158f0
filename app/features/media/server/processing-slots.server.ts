/**
 * How much image work runs at once on the server, whoever asked for it
 * (uploads checked and encoded, lead photos).
 */

/** A first-come, first-served limit on how many tasks run at once. */
function gate(limit: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy < limit) busy++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // Hand the place straight to the next in line, so nobody jumps the queue.
      const next = waiting.shift();
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
