import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { onEachDatabase } from "../../tests/support/databases";
import { outboxMessages } from "./db/schema.server";
import type { Mailer, OutgoingMail } from "./email.server";
import { cancelMail, MAX_SEND_ATTEMPTS, MessageOutbox, queueMail } from "./message-outbox.server";

function recordingMailer(fail: () => boolean = () => false): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    mode: "smtp",
    sent,
    async send(mail) {
      if (fail()) throw new Error("SMTP is down");
      sent.push(mail);
    },
    close() {},
  };
}

const mail = (subject: string): OutgoingMail => ({ to: ["customer@example.com"], subject, text: "Hello" });

onEachDatabase("the message outbox", (database) => {
  it("sends a queued message once, however many servers drain at the same time", async () => {
    const { db } = database();
    await queueMail(db, { kind: "test.once", mail: mail("Once") });
    const mailers = [recordingMailer(), recordingMailer(), recordingMailer()];
    await Promise.all(mailers.map((mailer) => new MessageOutbox({ db, mailer, log: () => {} }).drain()));
    expect(mailers.flatMap((m) => m.sent).filter((m) => m.subject === "Once")).toHaveLength(1);
  });

  it("keeps one message per dedupe key", async () => {
    const { db } = database();
    const first = await queueMail(db, { kind: "test.key", mail: mail("Keyed"), dedupeKey: "k-1" });
    const again = await queueMail(db, { kind: "test.key", mail: mail("Keyed"), dedupeKey: "k-1" });
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
  });

  it("waits for a message's time, and a cancelled topic is never sent", async () => {
    const { db } = database();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await queueMail(db, { kind: "test.later", mail: mail("Later"), sendAt: later, topic: "quote-1" });
    await queueMail(db, { kind: "test.later", mail: mail("Later too"), sendAt: later, topic: "quote-1" });
    const mailer = recordingMailer();
    const outbox = new MessageOutbox({ db, mailer, log: () => {} });
    await outbox.drain();
    expect(mailer.sent.map((m) => m.subject)).not.toContain("Later");
    expect(await cancelMail(db, "quote-1")).toBe(2);
    await outbox.drain(() => new Date(later.getTime() + 1000));
    expect(mailer.sent.map((m) => m.subject)).not.toContain("Later");
  });

  it("retries a failed send later and gives up after the last attempt, keeping the error", async () => {
    const { db } = database();
    const id = await queueMail(db, { kind: "test.fail", mail: mail("Failing") });
    const mailer = recordingMailer(() => true);
    const outbox = new MessageOutbox({ db, mailer, log: () => {} });
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await outbox.drain(() => new Date(at));
      at += 2 * 60 * 60 * 1000;
    }
    const [row] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id ?? ""));
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(row?.lastError).toBe("SMTP is down");
  });
});
