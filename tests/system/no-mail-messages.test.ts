/**
 * Issue 51, item 5: on a server that cannot send e-mail (no SMTP_URL), the
 * admin never says a quote, a visit's news or an invitation was e-mailed:
 * it says nothing went, and gives the owner the link to pass on himself (a
 * field to copy it from, and a text message from his phone when the
 * customer gave a phone number). A real production server, started without
 * SMTP_URL, driven as a browser without JavaScript: plain posts with the
 * session cookie, and the page the redirect leads to read with the one-time
 * message's cookie.
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactFields,
  createAdmin,
  markup,
  outcome,
  postForm,
  type RunningServer,
  startServer,
  tempDir,
} from "./support/server";

const PORT = 3571;
const owner = { email: "owner@no-mail.test", password: "no-mail-password" };
let server: RunningServer;
let base = "";
let session = "";

/** What the e-mailed wording says; none of it may show when no e-mail went. */
const saysEmailed = /e-mailed to|We e-mailed|Quote sent to|invitation was e-mailed/i;

const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";

async function page(path: string, cookie = session): Promise<Document> {
  const answer = await fetch(`${base}${path}`, { headers: { cookie } });
  expect(answer.status, `GET ${path}`).toBe(200);
  return new JSDOM(markup(await answer.text())).window.document;
}

/** Posts an admin form; a redirect's page is read with the message it carried. */
async function post(path: string, fields: Record<string, string> | [string, string][]) {
  const answer = await postForm(base, path, fields, { headers: { cookie: session } });
  if (answer.status !== 303)
    return { status: answer.status, doc: new JSDOM(markup(answer.html)).window.document };
  const location = answer.headers.get("location") ?? "";
  const flash = cookieOf(answer.headers, "admin_flash");
  return { status: 303, location, doc: await page(location, `${session}; ${flash}`) };
}

const words = (doc: Document) => (doc.body.textContent ?? "").replace(/\s+/g, " ");
const linkField = (doc: Document, pattern: RegExp) =>
  [...doc.querySelectorAll<HTMLInputElement>("input[readonly]")]
    .map((input) => input.value)
    .find((v) => pattern.test(v));
const smsLink = (doc: Document) =>
  doc.querySelector<HTMLAnchorElement>('a[href^="sms:"]')?.getAttribute("href") ?? "";

beforeAll(async () => {
  const dataDir = tempDir("no-mail");
  await createAdmin(owner.email, owner.password, { DATA_DIR: dataDir });
  server = await startServer({ port: PORT, dataDir });
  base = server.base;
  const signIn = await postForm(base, "/admin", { intent: "login", ...owner });
  expect(signIn.status, "the owner signs in").toBe(303);
  session =
    signIn.headers
      .getSetCookie()
      .find((cookie) => cookie.includes("session_token="))
      ?.split(";")[0] ?? "";
  expect(session).not.toBe("");
  expect(outcome(await postForm(base, "/contact", contactFields("Nora Nomail")))).toBe("thanks");
}, 300_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
});

async function leadId(): Promise<string> {
  const dashboard = await page("/admin");
  const write = [...dashboard.querySelectorAll<HTMLAnchorElement>('a[href^="/admin/quotes/new/"]')][0];
  const id = write?.getAttribute("href")?.split("/").at(-1);
  if (!id) throw new Error(`no lead to quote on the dashboard: ${words(dashboard).slice(0, 300)}`);
  return id;
}

describe("without SMTP_URL, the admin says what happened", () => {
  it("a quote sent is not called e-mailed, and its link is there to copy or to text", async () => {
    const id = await leadId();
    const editor = await page(`/admin/quotes/new/${id}`);
    expect(words(editor)).toContain("Make the link to text");
    const form = [...editor.querySelectorAll("form")].find((f) => f.querySelector('[name="options.0.name"]'));
    if (!form) throw new Error("no quote form");
    const typed: Record<string, string> = {
      "options.0.name": "Repaint",
      "options.0.lines.0.description": "Two bedrooms, walls and trim",
      "options.0.lines.0.quantity": "1",
      "options.0.lines.0.unit": "job",
      "options.0.lines.0.unitPrice": "1450",
    };
    const fields: [string, string][] = [];
    for (const element of form.querySelectorAll<HTMLInputElement>(
      "input[name], select[name], textarea[name]",
    )) {
      if (["file", "submit", "button"].includes(element.type) || element.name in typed) continue;
      if (["checkbox", "radio"].includes(element.type) && !element.checked) continue;
      if (element.name === "intent") continue;
      fields.push([element.name, element.value]);
    }
    fields.push(...Object.entries(typed), ["intent", "send"]);
    const sent = await post(`/admin/quotes/new/${id}`, fields);
    expect(sent.status, words(sent.doc).slice(0, 400)).toBe(303);
    expect(sent.location).toMatch(/^\/admin\/quotes\/[0-9a-f-]{36}$/);
    const text = words(sent.doc);
    expect(text).not.toMatch(saysEmailed);
    expect(text).toContain("E-mail is not set up on this server, so it was not e-mailed");
    expect(linkField(sent.doc, /\/quote\/\S+/), "the quote's link in a field to copy").toBeTruthy();
    expect(smsLink(sent.doc)).toMatch(/^sms:\+16515550100\?&body=.*%2Fquote%2F/);
  });

  it("inviting a teammate gives the set-password link, not an e-mail", async () => {
    const answer = await post("/admin/team", {
      intent: "invite",
      name: "Sam Staff",
      email: "sam@no-mail.test",
      role: "staff",
    });
    expect(answer.status).toBe(200);
    const text = words(answer.doc);
    expect(text).not.toMatch(saysEmailed);
    expect(text).toContain("E-mail is not set up on this server");
    expect(linkField(answer.doc, /\/admin\/set-password\/[\w-]+$/)).toBeTruthy();
  });

  it("a visit booked and then cancelled by the owner: nobody is said to be e-mailed, the customer's link is there", async () => {
    const visits = await page("/admin/visits");
    const start = visits.querySelector<HTMLOptionElement>(
      'select[name="start"] option[value]:not([value=""])',
    )?.value;
    const lead = visits.querySelector<HTMLOptionElement>(
      'select[name="leadId"] option[value]:not([value=""])',
    )?.value;
    if (!start || !lead) throw new Error(`no time or lead to book: ${words(visits).slice(0, 400)}`);
    const booked = await post("/admin/visits", {
      intent: "book",
      leadId: lead,
      start,
      address: "12 Elm Street",
    });
    expect(booked.status, words(booked.doc).slice(0, 400)).toBe(303);
    expect(words(booked.doc)).not.toMatch(saysEmailed);
    expect(words(booked.doc)).toContain("Visit booked. E-mail is not set up on this server");
    expect(linkField(booked.doc, /\/book\/visit\/\S+$/), "the visit's page, to pass on").toBeTruthy();
    expect(smsLink(booked.doc)).toMatch(/^sms:\+16515550100\?&body=.*%2Fbook%2Fvisit%2F/);

    const id = booked.doc.querySelector('[id^="visit-"]')?.id.slice("visit-".length) ?? "";
    const cancelled = await post("/admin/visits", { intent: "cancel", id, back: "/admin" });
    expect(cancelled.location).toBe("/admin");
    expect(words(cancelled.doc)).not.toMatch(saysEmailed);
    expect(words(cancelled.doc)).toContain("Visit cancelled. E-mail is not set up on this server");
    expect(linkField(cancelled.doc, /\/book$/), "the booking page, to pick another time").toBeTruthy();
    expect(smsLink(cancelled.doc)).toContain("cancelled");
  });
});
