/**
 * A small MIME reader for the test mail sink: enough of RFC 5322/2045/2047
 * to read the messages nodemailer writes (headers, encoded words, quoted-
 * printable or base64 bodies, multipart with a text/plain part).
 */

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  text: string;
  /** The iCalendar parts (text/calendar: an invitation or an attached .ics), decoded. */
  calendars: string[];
  /** The attached files (a signed quote's PDF, an .ics). */
  attachments: MailFile[];
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { head: raw, body: "" };
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return { head: raw.slice(0, at), body: raw.slice(at + gap) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function decodeQuotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes =?charset?Q|B?...?= words (UTF-8 only, which is what nodemailer writes). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintableBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintableBytes(body).toString("utf8");
    default:
      return body;
  }
}

function textOf(headers: Record<string, string>, body: string): string {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const { head, body: partBody } = splitHead(part.replace(/^\r?\n/, ""));
      const text = textOf(parseHeaders(head), partBody);
      if (text) return text;
    }
    return "";
  }
  if (!/^text\/plain/i.test(type)) return "";
  return decodeBody(body, headers["content-transfer-encoding"]).replace(/\r\n/g, "\n").replace(/\n$/, "");
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Every leaf part, however deep in the multipart tree. */
function leafParts(headers: Record<string, string>, body: string): Part[] {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [{ headers, body }];
  const found: Part[] = [];
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith("--")) break;
    const { head, body: partBody } = splitHead(part.replace(/^\r?\n/, ""));
    found.push(...leafParts(parseHeaders(head), partBody));
  }
  return found;
}

/** An attached file: its name, type and bytes (base64). */
export interface MailFile {
  filename: string;
  contentType: string;
  base64: string;
}

function attachmentsOf(parts: Part[]): MailFile[] {
  return parts.flatMap(({ headers, body }) => {
    const disposition = headers["content-disposition"] ?? "";
    if (!/^attachment/i.test(disposition)) return [];
    const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "");
    const contentType = (headers["content-type"] ?? "").split(";")[0]!.trim();
    const base64 = /base64/i.test(headers["content-transfer-encoding"] ?? "")
      ? body.replace(/\s+/g, "")
      : Buffer.from(decodeBody(body, headers["content-transfer-encoding"])).toString("base64");
    return [{ filename, contentType, base64 }];
  });
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = leafParts(headers, body);
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    from: decodeWords(headers.from ?? ""),
    to: decodeWords(headers.to ?? ""),
    replyTo: decodeWords(headers["reply-to"] ?? ""),
    text: textOf(headers, body),
    calendars: parts
      .filter((part) => /^text\/calendar/i.test(part.headers["content-type"] ?? ""))
      .map((part) => decodeBody(part.body, part.headers["content-transfer-encoding"])),
    attachments: attachmentsOf(parts),
  };
}
