import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { contentState } from "~/server/db/schema.server";

/**
 * Which content version this server renders public pages for. A change in
 * the admin bumps the version in the same transaction as the change; every
 * server learns the new version within seconds: at once on its own writes,
 * through PostgreSQL's LISTEN/NOTIFY (or Redis pub/sub with REDIS_URL) on the
 * others, and by reading the version every two seconds in case a
 * notification was missed. The embedded database has one process: its own
 * writes are all there is.
 */

const CHANNEL = "content_changed";
const POLL_MS = 2_000;

type Listener = (version: number) => void;

export interface ContentWatch {
  current(): number;
  /** Called after a write's transaction has committed, with the version it set. */
  changed(version: number): void;
  onChange(listener: Listener): void;
  stop(): Promise<void>;
}

/**
 * Inside a content write's transaction: the next version (PostgreSQL tells
 * the others on commit). A "site" change (business facts, testimonials,
 * openings) shows on every page; a "blog" change only on the blog's; a
 * "pictures" change (photos cut again in the background) changes no text, so
 * no page's "last updated" date.
 */
export async function bumpContentVersion(
  tx: Db,
  kind: "pglite" | "postgres",
  scope: "site" | "blog" | "pictures",
): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .update(contentState)
    .set({
      version: sql`${contentState.version} + 1`,
      updatedAt: now,
      ...(scope === "site" ? { siteUpdatedAt: now } : {}),
    })
    .where(eq(contentState.id, 1))
    .returning({ version: contentState.version });
  if (!row) throw new Error("The content version row is missing (was the seed applied?).");
  if (kind === "postgres") await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(row.version)})`);
  return row.version;
}

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentState.version })
    .from(contentState)
    .where(eq(contentState.id, 1));
  return row?.version ?? 0;
}

interface WatchOptions {
  db: Db;
  kind: "pglite" | "postgres";
  databaseUrl?: string;
  /** With Redis, notifications travel through it (publish on write, subscribe here). */
  redisUrl?: string;
}

export async function watchContentVersion({
  db,
  kind,
  databaseUrl,
  redisUrl,
}: WatchOptions): Promise<ContentWatch> {
  let version = await readContentVersion(db);
  const listeners: Listener[] = [];
  const advance = (next: number) => {
    if (!Number.isFinite(next) || next <= version) return;
    version = next;
    for (const listener of listeners) listener(version);
  };
  const stops: (() => Promise<void>)[] = [];

  let publish: ((version: number) => void) | undefined;
  if (redisUrl) {
    const { Redis } = await import("ioredis");
    const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    subscriber.on("error", () => {});
    publisher.on("error", () => {});
    try {
      await subscriber.connect();
      await publisher.connect();
      await subscriber.subscribe(CHANNEL);
      subscriber.on("message", (_channel, message) => advance(Number(message)));
      publish = (v) => {
        publisher.publish(CHANNEL, String(v)).catch(() => {});
      };
      stops.push(async () => {
        subscriber.disconnect();
        publisher.disconnect();
      });
    } catch (error) {
      subscriber.disconnect();
      publisher.disconnect();
      console.warn(`[content] Redis notifications unavailable, polling only: ${(error as Error).message}`);
    }
  } else if (kind === "postgres" && databaseUrl) {
    const { default: pg } = await import("pg");
    let client: InstanceType<typeof pg.Client> | undefined;
    let stopped = false;
    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on("notification", (message) => advance(Number(message.payload)));
      next.on("error", () => {
        // A lost connection: the poll covers the gap; listen again shortly.
        client = undefined;
        next.end().catch(() => {});
        setTimeout(() => void connect(), 5_000).unref();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
        client = next;
      } catch {
        next.end().catch(() => {});
        setTimeout(() => void connect(), 5_000).unref();
      }
    };
    await connect();
    stops.push(async () => {
      stopped = true;
      await client?.end().catch(() => {});
    });
  }

  if (kind === "postgres" || redisUrl) {
    const poll = setInterval(() => {
      readContentVersion(db).then(advance, () => {});
    }, POLL_MS);
    poll.unref();
    stops.push(async () => clearInterval(poll));
  }

  return {
    current: () => version,
    changed(next) {
      advance(next);
      publish?.(next);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
