import type { Transporter } from "nodemailer";

/** A file sent with an e-mail (a signed quote's PDF, say), its bytes in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** One e-mail, as plain text. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * A calendar invitation (iCalendar text), sent the way calendar programs
   * read one: Google Calendar, Apple Calendar and Outlook offer to add,
   * move or cancel the event.
   */
  calendar?: { method: "REQUEST" | "CANCEL" | "PUBLISH"; ics: string };
}

export interface Mailer {
  /** "smtp" delivers over SMTP_URL; "log" writes each message to the server log. */
  readonly mode: "smtp" | "log";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Where "log" mode writes (the console by default). */
  log?: (line: string) => void;
}

/** Keeps a header value on one line and of sane length. */
export function headerText(value: string, max = 150): string {
  const line = value.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function createMailer({ smtpUrl, from, log = console.log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      mode: "log",
      async send(mail) {
        log(
          `[mail] SMTP_URL is not set; this e-mail was not sent:\nTo: ${mail.to.join(", ")}\nSubject: ${headerText(
            mail.subject,
          )}\n\n${mail.text}\n${(mail.attachments ?? []).map((file) => `[attached: ${file.filename}]\n`).join("")}${
            mail.calendar ? `[calendar ${mail.calendar.method}]\n` : ""
          }[mail] end`,
        );
      },
      close() {},
    };
  }
  // Loaded on first use: importing the server build (prerendering) stays light.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    );
  return {
    mode: "smtp",
    async send(mail) {
      transport ??= connect();
      await (await transport).sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: headerText(mail.subject),
        text: mail.text,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.base64,
          encoding: "base64",
        })),
        icalEvent: mail.calendar
          ? { method: mail.calendar.method, content: mail.calendar.ics, filename: "invite.ics" }
          : undefined,
      });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
