/**
 * Progress lines for the long steps of the build, the benchmarks and the
 * tests, so a log shows what is happening, how far along it is and how long
 * it took. Plain lines on stdout (no carriage returns): the output often ends
 * up in a CI log.
 *
 *   const step = startStep("Converting images", sources.length);
 *   for (const source of sources) {
 *     if (cached) step.skip();
 *     else { convert(source); step.tick(source.key); }
 *   }
 *   step.done("35 files converted");
 *
 * prints at most every two seconds (not for the last item: done() reports
 * it), then one closing line:
 *
 *   Converting images: 37/120 (12.4 s) gallery/kitchen
 *   Converting images: 120/120 done in 1m 52s; 35 files converted        (none skipped)
 *   Converting images: 5 of 120 changed, done in 9.1 s; 35 files converted  (some)
 *   Converting images: 0 of 120 changed, nothing to do (0.3 s)           (all)
 */

export interface ProgressOptions {
  /** Milliseconds from any fixed point (default performance.now). */
  now?: () => number;
  /** Receives each line, without its newline (default console.log). */
  write?: (line: string) => void;
  /** Least time between two progress lines, in milliseconds (default 2000). */
  intervalMs?: number;
}

export interface Step {
  /** One item done; prints "title: n/total (time) label" if the last line is intervalMs old (not for the last item). */
  tick(label?: string): void;
  /** One item that needed no work (e.g. cached): counts like tick, and done() says how many changed. */
  skip(label?: string): void;
  /** The closing line, with the step's time and `extra` after a semicolon. */
  done(extra?: string): void;
}

/** "0.3 s", "12.4 s", "1m 52s", "1h 3m 0s". */
export function formatDuration(ms: number): string {
  if (ms < 59_950) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}h ${m}m ${s}s` : `${m}m ${s}s`;
}

/** A clock started now: each call gives the time since, formatted. */
export function stopwatch(now: () => number = () => performance.now()): () => string {
  const started = now();
  return () => formatDuration(now() - started);
}

/** Starts timing a step of `total` items; see the top of this file. */
export function startStep(title: string, total: number, options: ProgressOptions = {}): Step {
  const now = options.now ?? (() => performance.now());
  const write = options.write ?? ((line: string) => console.log(line));
  const intervalMs = options.intervalMs ?? 2000;
  const started = now();
  let lastLine = started;
  let count = 0;
  let skipped = 0;

  const advance = (label?: string) => {
    count++;
    const time = now();
    // The last item is done()'s to report.
    if (count >= total || time - lastLine < intervalMs) return;
    lastLine = time;
    write(`${title}: ${count}/${total} (${formatDuration(time - started)})${label ? ` ${label}` : ""}`);
  };

  return {
    tick: advance,
    skip(label) {
      skipped++;
      advance(label);
    },
    done(extra) {
      const took = formatDuration(now() - started);
      const changed = count - skipped;
      let line: string;
      if (count === 0 && total === 0) line = `${title}: nothing to do (${took})`;
      else if (skipped > 0 && changed === 0)
        line = `${title}: 0 of ${total} changed, nothing to do (${took})`;
      else if (skipped > 0) line = `${title}: ${changed} of ${total} changed, done in ${took}`;
      else line = `${title}: ${count}/${total} done in ${took}`;
      write(extra ? `${line}; ${extra}` : line);
    },
  };
}
