/**
 * The owner's calendar expanded off the main thread (issue 51): a calendar
 * that takes long to read (thousands of repeating events, or one repeating
 * every minute) must never hold up the pages or /healthz. Each expansion runs
 * in a worker thread of its own, loading this same file from the source tree
 * through tsx (the production server runs `node server.ts` from the project,
 * tsx installed): the worker part at the bottom answers one message and
 * exits. The worker keeps to the caps itself (calendar-parse.server.ts); a
 * worker that does not answer in time is stopped and counts as over the time
 * cap, and its memory is bounded.
 */
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { projectRoot } from "~/server/project-root.server";
import type { Interval } from "../free-slots";
import {
  busyTimes,
  CALENDAR_CAPS,
  type CalendarCap,
  CalendarCapError,
  type CalendarCaps,
  CalendarFormatError,
} from "./calendar-parse.server";

interface Job {
  ics: string;
  from: number;
  to: number;
  timeZone: string;
  caps: CalendarCaps;
}

type Answer =
  | { ok: true; busy: number[]; ms: number }
  | { ok: false; kind: "format" }
  | { ok: false; kind: "cap"; cap: CalendarCap; limit: number }
  | { ok: false; kind: "error"; message: string };

const WORKER_MARK = "booking-calendar-expand";
/** Beyond the worker's own time cap: its start (tsx compiles its modules) and the parse. */
const START_MARGIN_MS = 15_000;

/**
 * The busy times of `ics` in [from, to), read in a worker thread. Throws
 * CalendarFormatError for text that is not a calendar and CalendarCapError
 * for one over a cap.
 */
export function expandCalendar(
  ics: string,
  range: { from: Date; to: Date; timeZone: string },
  caps: CalendarCaps = CALENDAR_CAPS,
): Promise<Interval[]> {
  const job: Job = {
    ics,
    from: range.from.getTime(),
    to: range.to.getTime(),
    timeZone: range.timeZone,
    caps,
  };
  const root = projectRoot();
  const worker = new Worker(path.join(root, "app/features/booking/server/calendar-expand.server.ts"), {
    workerData: { mark: WORKER_MARK, job },
    execArgv: ["--import", "tsx"],
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    stdout: false,
    stderr: false,
  });
  return new Promise<Interval[]>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new CalendarCapError("milliseconds", caps.milliseconds))),
      caps.milliseconds + START_MARGIN_MS,
    );
    worker.once("message", (answer: Answer) =>
      settle(() => {
        if (answer.ok) {
          const busy: Interval[] = [];
          for (let i = 0; i < answer.busy.length; i += 2)
            busy.push({ start: new Date(answer.busy[i]!), end: new Date(answer.busy[i + 1]!) });
          console.log(
            `[booking] the calendar gave ${busy.length} busy times (${answer.ms} ms in a worker thread)`,
          );
          resolve(busy);
        } else if (answer.kind === "format") reject(new CalendarFormatError("not a calendar"));
        else if (answer.kind === "cap") reject(new CalendarCapError(answer.cap, answer.limit));
        else reject(new Error(`the calendar worker failed: ${answer.message}`));
      }),
    );
    worker.once("error", (error) =>
      settle(() =>
        // Out of its memory: as good as over the occurrences cap.
        (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY"
          ? reject(new CalendarCapError("occurrences", caps.occurrences))
          : reject(error),
      ),
    );
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`the calendar worker stopped (${code}) without an answer`))),
    );
  });
}

/** The worker's side: one job, one answer. */
function answerJob(job: Job): Answer {
  const started = Date.now();
  try {
    const busy = busyTimes(
      job.ics,
      { from: new Date(job.from), to: new Date(job.to), timeZone: job.timeZone },
      job.caps,
    );
    return {
      ok: true,
      busy: busy.flatMap((b) => [b.start.getTime(), b.end.getTime()]),
      ms: Date.now() - started,
    };
  } catch (error) {
    if (error instanceof CalendarFormatError) return { ok: false, kind: "format" };
    if (error instanceof CalendarCapError)
      return { ok: false, kind: "cap", cap: error.cap, limit: error.limit };
    return { ok: false, kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

if (!isMainThread && parentPort && (workerData as { mark?: string } | null)?.mark === WORKER_MARK) {
  parentPort.postMessage(answerJob((workerData as { job: Job }).job));
}
