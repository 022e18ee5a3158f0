import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  rateLimitMessage,
  submitContactForm,
  submitNominationForm,
} from "~/features/leads/server/lead-forms.server";
import { type FormResult, SCRIPT_FIELD } from "~/lib/form-result";
import { startRuntime, stopRuntime } from "~/runtime.server";
import { contactSubmissions, nominations } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";

/** The forms' action against a real (embedded) database, as the server runs it. */

/**
 * A post as the page's script sends it (with the field the script adds):
 * the answer is data for a toast.
 */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return formPost("http://localhost:3000/contact.data", { ...fields, [SCRIPT_FIELD]: "1" }, headers);
}

/** A post the browser makes itself (no JavaScript, or before the script ran): no script field. */
function browserPost(page: string, fields: Record<string, string>) {
  return formPost(`http://localhost:3000${page}`, fields);
}

function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

type DataResult = { data: FormResult; init: { status?: number; headers?: HeadersInit } | null };
const answer = (value: unknown) => value as DataResult;

const contact = {
  name: "Jane Homeowner",
  email: "jane@example.com",
  phone: "651-555-0100",
  service: "Cabinet Refinishing",
  message: "Kitchen cabinets, oak, about 30 doors.",
};

const nomination = {
  your_name: "Sam Neighbor",
  your_email: "sam@example.com",
  your_phone: "651-555-0111",
  nominee_name: "Rita Ortiz",
  nominee_address: "12 Elm St, Shoreview, MN",
  nominee_phone: "",
  relationship: "neighbor",
  reason: "She has helped everyone on the street.",
};

describe("the lead forms' action", () => {
  beforeAll(async () => {
    await startRuntime({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "forms-")), RATE_LIMIT_MAX_FORMS: "3" });
  });
  afterAll(async () => {
    await stopRuntime();
  });

  it("stores a valid contact request with where it came from, then answers success", async () => {
    const result = answer(
      await submitContactForm(
        post({
          ...contact,
          landing_page: "/gallery",
          landing_referrer: "https://www.facebook.com/",
          utm_source: "fb",
        }),
        "192.0.2.1",
      ),
    );
    expect(result.data).toEqual({ ok: true, message: "Message sent successfully! We'll be in touch soon." });
    const rows = await getDb().select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...contact,
      sourcePath: "/gallery",
      referrer: "https://www.facebook.com/",
      utm: { utm_source: "fb" },
      status: "new",
      ownerNote: "",
    });
  });

  it("answers a validation failure with 400, every message in order, and the typed values", async () => {
    const result = answer(
      await submitContactForm(post({ ...contact, name: " ", email: "nope", message: "" }), "192.0.2.2"),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      message: undefined,
      issues: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Invalid email address" },
        { field: "message", message: "Message is required" },
      ],
      values: { ...contact, name: " ", email: "nope", message: "" },
    });
  });

  it("answers a honeypot hit as a success and stores nothing", async () => {
    const before = (await getDb().select().from(nominations)).length;
    const result = answer(
      await submitNominationForm(
        post({ ...nomination, company_website: "http://spam.example" }),
        "192.0.2.3",
      ),
    );
    expect(result.data).toEqual({
      ok: true,
      message: "Nomination submitted successfully! Thank you for spreading kindness.",
    });
    expect(await getDb().select().from(nominations)).toHaveLength(before);
  });

  it("counts both forms against one budget per client and refuses the rest with 429", async () => {
    const client = "192.0.2.4";
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 2; i++)
      statuses.push(answer(await submitContactForm(post(contact), client)).init?.status);
    statuses.push(answer(await submitNominationForm(post(nomination), client)).init?.status);
    const refused = answer(await submitNominationForm(post(nomination), client));
    expect(statuses).toEqual([undefined, undefined, undefined]);
    expect(refused.init?.status).toBe(429);
    // The business's phone number as the owner keeps it (the fresh install's here).
    expect(refused.data).toMatchObject({
      ok: false,
      message:
        "Too many submissions from your connection. Please wait 10 minutes or call us at (651) 555-0142.",
    });
    expect(rateLimitMessage(1, "(651) 555-0142")).toContain("Please wait 1 minute or call");
    expect(new Headers(refused.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    // Another client is not affected.
    expect(answer(await submitContactForm(post(contact), "192.0.2.5")).data.ok).toBe(true);
  });

  it("refuses a post over the budget with 429 before reading a byte of it, whatever its fields", async () => {
    const client = "192.0.2.10";
    for (let i = 0; i < 3; i++) await submitContactForm(post(contact), client);
    // A large multipart post with a bad field: its body is a stream that counts what is read of it.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          // Four megabytes of it here (the size declared is what counts).
          if (++pulled > 4) controller.close();
          else controller.enqueue(new Uint8Array(1024 * 1024));
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    );
    const big = new Request("http://localhost:3000/contact/send", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(117 * 1024 * 1024),
      },
    } as RequestInit);
    const refused = answer(await submitContactForm(big, client));
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringContaining("Too many submissions"),
    });
    expect(big.bodyUsed).toBe(false);
    expect(pulled).toBe(0);
    // A plain post with a bad field is refused for the budget too, not for its field.
    const plain = answer(await submitContactForm(post({ ...contact, email: "nope" }), client));
    expect(plain.init?.status).toBe(429);
  });

  it("answers a browser's own post with a redirect to the thank-you page, after storing it", async () => {
    const before = (await getDb().select().from(contactSubmissions)).length;
    const sent = await submitContactForm(
      browserPost("/contact", { ...contact, name: "Paula Plain" }),
      "192.0.2.8",
    );
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(303);
    expect((sent as Response).headers.get("location")).toBe("/contact/thank-you#top");
    expect(await getDb().select().from(contactSubmissions)).toHaveLength(before + 1);
    const nominated = (await submitNominationForm(
      browserPost("/nominate", nomination),
      "192.0.2.9",
    )) as Response;
    expect(nominated.headers.get("location")).toBe("/nominate/thank-you#top");
    // A refused post stays on the form, with what was typed.
    const refused = answer(
      await submitContactForm(browserPost("/contact", { ...contact, email: "nope" }), "192.0.2.8"),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, values: { email: "nope" } });
  });

  it("refuses an oversized or unreadable post with 4xx and the form's message", async () => {
    const big = answer(
      await submitContactForm(post({ ...contact, message: "x".repeat(70_000) }), "192.0.2.6"),
    );
    expect(big.init?.status).toBe(413);
    expect(big.data).toMatchObject({ ok: false, message: expect.stringContaining("too large") });
    const json = new Request("http://localhost/contact", {
      method: "POST",
      body: JSON.stringify(contact),
      headers: { "content-type": "application/json" },
    });
    expect(answer(await submitContactForm(json, "192.0.2.6")).init?.status).toBe(415);
  });

  it("tells the visitor when the lead could not be stored, and keeps what they typed", async () => {
    const { getConfig } = await import("~/server/runtime.server");
    const db = getDb();
    // Break the table for a moment: the insert fails as it would if the database were down.
    await db.execute("alter table contact_submissions rename to contact_submissions_away");
    try {
      const result = answer(await submitContactForm(post(contact), "192.0.2.7"));
      expect(result.init?.status).toBe(503);
      expect(result.data).toEqual({
        ok: false,
        message: "There was a problem sending your message. Please try again.",
        issues: [],
        values: contact,
      });
    } finally {
      await db.execute("alter table contact_submissions_away rename to contact_submissions");
    }
    expect(getConfig().rateLimitMaxForms).toBe(3);
  });
});
