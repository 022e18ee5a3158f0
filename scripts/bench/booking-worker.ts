/**
 * One "server" of the PostgreSQL booking race (scripts/bench/booking.ts): a
 * process of its own with its own connection pool to the shared database,
 * reading the booking rules from it as a server does. It gets its visitors,
 * says when it is ready, waits for the moment the bench names, makes every
 * visitor's booking call at once and sends back what each came to.
 */
import { tmpdir } from "node:os";
import { offeredSlots } from "~/features/booking/server/bookings.server";
import { openDatabase } from "~/server/db/client.server";
import { directCall, type Outcome, race, rulesFrom, until, type Visitor } from "./booking-race.ts";

export type ToWorker =
  | { type: "start"; databaseUrl: string; now: string; visitors: Visitor[] }
  | { type: "go"; at: number };
export type FromWorker =
  | { type: "ready" }
  | { type: "done"; outcomes: Outcome[] }
  | { type: "failed"; error: string };

const send = (message: FromWorker) => process.send?.(message);
let visitors: Visitor[] = [];
let call: ReturnType<typeof directCall> | undefined;
let close: (() => Promise<void>) | undefined;

process.on("message", (message: ToWorker) => {
  void handle(message).catch((error: Error) => {
    send({ type: "failed", error: error.stack ?? error.message });
    process.exitCode = 1;
    void close?.().finally(() => process.disconnect());
  });
});

async function handle(message: ToWorker) {
  if (message.type === "start") {
    const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: message.databaseUrl });
    close = () => database.close();
    const rules = await rulesFrom(database.db, new Date(message.now));
    // A running server has its pool's connections open and its code warm.
    await Promise.all(Array.from({ length: 10 }, () => offeredSlots(database.db, rules, 3)));
    visitors = message.visitors;
    call = directCall(database.db, rules);
    send({ type: "ready" });
  } else {
    if (!call) throw new Error("told to go before being started");
    await until(message.at);
    const outcomes = await race(visitors, call);
    send({ type: "done", outcomes });
    await close?.();
    process.disconnect();
  }
}
