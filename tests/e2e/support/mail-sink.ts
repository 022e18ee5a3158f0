/**
 * A local SMTP server for the browser tests: every message it accepts is
 * written as JSON into a folder, where the tests read it. A message that
 * mentions a token listed in the folder's `reject` file is refused with a
 * temporary failure, so tests can watch a failed send and its retry.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import type { SunkMail } from "./e2e-env.ts";
import { parseMail } from "./mime.ts";

export async function startMailSink(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMail(raw);
        const sunk: SunkMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          subject: mail.subject,
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          text: mail.text,
          calendars: mail.calendars,
          attachments: mail.attachments,
          receivedAt: new Date().toISOString(),
        };
        const name = `${Date.now()}-${randomUUID()}.json`;
        // Written under a temporary name first, so readers never see half a file.
        writeFileSync(path.join(dir, `.${name}`), JSON.stringify(sunk, null, 2));
        renameSync(path.join(dir, `.${name}`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
