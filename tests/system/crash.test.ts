/**
 * The server is killed (SIGKILL: no shutdown handler runs) while visitors are
 * sending the contact form. Every submission that was answered with success
 * must be in the database afterwards, with all its photos; the ones cut off
 * may or may not be, but never half (a request without the photos it was
 * sent with), and no upload's file is left behind.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  storedContacts,
  storedPhotoCounts,
  testDatabaseUrl,
} from "./support/database";
import {
  contactFields,
  outcome,
  postForm,
  postFormWithPhotos,
  type RunningServer,
  startServer,
  tempDir,
} from "./support/server";

const SENDERS = 4;
/** Successes to wait for before the kill, so it lands in the middle of the stream. */
const ACKED_BEFORE_KILL = 40;

interface StreamResult {
  acknowledged: Set<string>;
  /** Of those, the requests sent with photos. */
  withPhotos: number;
  unanswered: number;
}

/**
 * Each sender posts one submission after another (a unique name each) until
 * the server stops answering; a submission counts as acknowledged only when
 * the page says it was sent.
 */
function streamSubmissions(
  server: RunningServer,
  run: string,
  photo: Uint8Array,
  onAck: (result: StreamResult) => void,
) {
  const result: StreamResult = { acknowledged: new Set(), withPhotos: 0, unanswered: 0 };
  let next = 0;
  const sender = async (index: number) => {
    for (;;) {
      const marker = `${run} crash ${next++}`;
      // Half the senders attach two photos, as a phone's visitor would.
      const withPhotos = index % 2 === 1;
      try {
        const options = { signal: AbortSignal.timeout(15_000) };
        const answer = withPhotos
          ? await postFormWithPhotos(
              server.base,
              "/contact",
              contactFields(marker),
              [
                { name: "wall.jpg", data: photo },
                { name: "ceiling.jpg", data: photo },
              ],
              options,
            )
          : await postForm(server.base, "/contact", contactFields(marker), options);
        if (outcome(answer) === "thanks") {
          result.acknowledged.add(marker);
          if (withPhotos) result.withPhotos++;
          onAck(result);
        }
      } catch {
        // The connection died with the server: this one was never acknowledged.
        result.unanswered++;
        return;
      }
    }
  };
  return {
    result,
    done: Promise.all(Array.from({ length: SENDERS }, (_, index) => sender(index))).then(() => result),
  };
}

const databases = [
  { label: "on the embedded database", port: 3501, postgres: false },
  { label: "on PostgreSQL", port: 3502, postgres: true },
];

for (const database of databases) {
  describe.runIf(!database.postgres || testDatabaseUrl)(`a crash ${database.label}`, () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let server: RunningServer | undefined;

    afterAll(async () => {
      await server?.stop("SIGKILL");
      await scratch?.drop();
    });

    it("keeps every submission that was answered with success", async () => {
      const dataDir = tempDir("crash");
      scratch = database.postgres ? await createScratchDatabase("system_crash") : undefined;
      const env = {
        RATE_LIMIT_MAX_FORMS: "1000000",
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
      const run = `r${Date.now().toString(36)}`;

      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#a08c70" } })
        .jpeg()
        .toBuffer();
      server = await startServer({ port: database.port, dataDir, env });
      const first = server;
      let killed = false;
      const stream = streamSubmissions(first, run, photo, (sofar) => {
        // Photo requests are slower: the kill waits for some of them too.
        if (sofar.acknowledged.size >= ACKED_BEFORE_KILL && sofar.withPhotos >= 4 && !killed) {
          killed = true;
          void first.stop("SIGKILL");
        }
      });
      const { acknowledged, unanswered } = await stream.done;
      await first.exited;
      expect(killed, "the stream ended before the kill").toBe(true);
      expect(acknowledged.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
      // At least one sender was cut off mid-request (or refused) by the kill.
      expect(unanswered).toBeGreaterThan(0);

      if (!database.postgres) {
        // The dead process still holds the folder's lock; the restart must take it over.
        const lock = readFileSync(path.join(dataDir, "pglite", ".lock"), "utf8").trim();
        expect(lock).toBe(String(first.pid));
      }

      server = await startServer({ port: database.port, dataDir, env });
      // Uploads the killed process was receiving left no file behind once it runs again.
      const inProgress = path.join(dataDir, "uploads-in-progress");
      expect(existsSync(inProgress) ? readdirSync(inProgress) : []).toEqual([]);
      const afterRestart = `${run} after restart`;
      const answer = await postForm(server.base, "/contact", contactFields(afterRestart));
      expect(outcome(answer)).toBe("thanks");
      await server.stop("SIGTERM");
      expect((await server.exited).code).toBe(0);

      const stored = new Set(
        (await storedContacts(dataDir, scratch?.url)).map((row) => row.name).filter((n) => n.startsWith(run)),
      );
      const lost = [...acknowledged].filter((marker) => !stored.has(marker));
      expect(lost, `acknowledged but not stored (of ${acknowledged.size})`).toEqual([]);
      expect(stored.has(afterRestart)).toBe(true);
      // Every stored request has exactly the photos it says, and the photo senders' have both.
      const counts = (await storedPhotoCounts(dataDir, scratch?.url)).filter((row) =>
        row.name.startsWith(run),
      );
      expect(counts.filter((row) => row.photos !== row.photoCount)).toEqual([]);
      expect(counts.filter((row) => row.photoCount === 2).length).toBeGreaterThan(0);
      console.log(
        `[crash ${database.label}] ${acknowledged.size} acknowledged, all stored; ${unanswered} cut off by the kill, ${stored.size - 1 - acknowledged.size} of those stored`,
      );
    });
  });
}
