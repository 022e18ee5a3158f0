/**
 * Generated hostile posts to the two public forms (fast-check) against a
 * running server: random, huge, Unicode and control-character values,
 * missing and repeated fields, wrong content types, broken encodings and
 * multipart bodies. The server must never answer 5xx (nor drop the
 * connection), and every row it stored must pass the form's own schema.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFieldNames, contactSchema } from "~/features/leads/schemas/contact";
import { nominationFieldNames, nominationSchema } from "~/features/leads/schemas/nomination";
import { HONEYPOT_FIELD } from "~/lib/form-result";
import { storedContacts, storedNominations } from "./support/database";
import { type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3505;
const RUNS = 150;

const validContact: Record<string, string> = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  phone: "651-555-0100",
  service: "Drywall Repair",
  message: "A water stain on the kitchen ceiling.",
};

const validNomination: Record<string, string> = {
  your_name: "Sam Neighbor",
  your_email: "sam@example.com",
  your_phone: "651-555-0111",
  nominee_name: "Ruth Olsen",
  nominee_address: "12 Elm Street, Shoreview, MN",
  nominee_phone: "",
  relationship: "neighbor",
  reason: "Her porch and trim are peeling badly.",
};

/** Values a visitor, a robot or an attacker might put in a field. */
const hostileValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  // Lone surrogates and everything else in the code space.
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "\r\n\r\n", "\u2028", "<script>alert(1)</script>", "'; drop table x;--"),
  fc.emailAddress(),
  fc.constantFrom("Interior Painting", "Other", "Roofing", "interior painting"),
  // Just over a field's limit, and far over the whole form's size cap.
  fc.integer({ min: 90, max: 2100 }).map((n) => "a".repeat(n)),
  fc.integer({ min: 1, max: 3 }).map((n) => "é".repeat(n * 30_000)),
  // Harmless text of the kind real visitors send.
  fc.constantFrom("Anne-Marie O'Brien", "Nguyễn Văn An", "佐藤 花子", "Paint 🎨 please", "(651) 555-0199"),
  // A valid-looking value wrapped in spaces and line breaks.
  fc.string({ maxLength: 10 }).map((s) => `  \t${s}\n `),
);

/** Field lists: a valid form with some fields changed, dropped or repeated, or a random jumble. */
function fieldLists(valid: Record<string, string>, names: readonly string[]) {
  const name = fc.oneof(fc.constantFrom(...names, HONEYPOT_FIELD), fc.string({ maxLength: 12 }));
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: 3 }),
      drop: fc.subarray([...names], { maxLength: 2 }),
      extra: fc.array(fc.tuple(name, hostileValue), { maxLength: 3 }),
    })
    .map(({ replace, drop, extra }) => {
      const pairs: [string, string][] = Object.entries({ ...valid, ...replace }).filter(
        ([key]) => !drop.includes(key),
      );
      return [...pairs, ...extra];
    });
  const jumble = fc.array(fc.tuple(name, hostileValue), { maxLength: 14 });
  // Mostly near-valid forms, so that many get stored and the schema check below has rows to check.
  return fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: jumble, weight: 1 });
}

interface HostilePost {
  body?: BodyInit;
  contentType?: string;
  label: string;
}

/** How the fields travel: proper encodings, wrong ones and broken ones. */
function encodings(pairs: [string, string][]): fc.Arbitrary<HostilePost> {
  const urlencoded = new URLSearchParams(pairs).toString();
  const brokenPiece = fc.constantFrom("%", "%E0%A4%A", "%FF%FE", "%00", "&&", "==", "+", "%zz", "%u0041");
  return fc.oneof(
    {
      arbitrary: fc.constant({
        label: "urlencoded",
        body: urlencoded,
        contentType: "application/x-www-form-urlencoded",
      }),
      weight: 6,
    },
    fc.constant({
      label: "urlencoded with a charset",
      body: urlencoded,
      contentType: "application/x-www-form-urlencoded; charset=iso-8859-1",
    }),
    {
      arbitrary: fc.constant(null).map(() => {
        const form = new FormData();
        for (const [key, value] of pairs) form.append(key, value);
        return { label: "multipart", body: form };
      }),
      weight: 3,
    },
    fc.constant(null).map(() => {
      // A field sent as a file upload instead of text.
      const form = new FormData();
      for (const [key, value] of pairs) form.append(key, new Blob([value]), "upload.txt");
      return { label: "multipart files", body: form };
    }),
    fc.array(fc.oneof(brokenPiece, fc.string({ maxLength: 8 })), { maxLength: 12 }).map((pieces) => ({
      label: "broken urlencoding",
      body: `${urlencoded}&${pieces.join("")}`,
      contentType: "application/x-www-form-urlencoded",
    })),
    fc.string({ maxLength: 40 }).map((junk) => ({
      label: "broken multipart",
      body: `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n${junk}`,
      contentType: "multipart/form-data; boundary=b",
    })),
    fc.constant({
      label: "multipart without boundary",
      body: urlencoded,
      contentType: "multipart/form-data",
    }),
    fc.constant({
      label: "json",
      body: JSON.stringify(Object.fromEntries(pairs)),
      contentType: "application/json",
    }),
    fc.constant({ label: "text", body: urlencoded, contentType: "text/plain" }),
    fc.constant({ label: "no content type", body: new TextEncoder().encode(urlencoded) }),
    fc.constant({ label: "no body", contentType: "application/x-www-form-urlencoded" }),
  );
}

const endpoints = [
  { path: "/contact", valid: validContact, names: contactFieldNames },
  { path: "/nominate", valid: validNomination, names: nominationFieldNames },
];

describe("hostile input to the form endpoints", () => {
  let server: RunningServer;
  const dataDir = tempDir("hostile");
  const statuses: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer({ port: PORT, dataDir, env: { RATE_LIMIT_MAX_FORMS: "1000000" } });
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  for (const endpoint of endpoints) {
    it(`never answers ${endpoint.path} with a server error`, async () => {
      const posts = fieldLists(endpoint.valid, endpoint.names).chain((pairs) => encodings(pairs));
      await fc.assert(
        fc.asyncProperty(posts, async (post) => {
          const headers: Record<string, string> = { origin: server.base, accept: "text/html" };
          if (post.contentType) headers["content-type"] = post.contentType;
          const response = await fetch(`${server.base}${endpoint.path}`, {
            method: "POST",
            body: post.body,
            headers,
            redirect: "manual",
          });
          await response.arrayBuffer();
          const key = `${endpoint.path} ${response.status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (response.status >= 500) {
            throw new Error(`${post.label} post answered ${response.status}\n${server.log().slice(-3000)}`);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("stored only rows that pass the form's schema", async () => {
    console.log(`[hostile input] answers: ${JSON.stringify(statuses)}`);
    await server.stop("SIGTERM");
    const contacts = await storedContacts(dataDir);
    const nominations = await storedNominations(dataDir);
    // Some generated posts were valid, so the check below is not vacuous.
    expect(contacts.length).toBeGreaterThan(0);
    expect(nominations.length).toBeGreaterThan(0);
    for (const row of contacts) {
      const fields = {
        name: row.name,
        email: row.email,
        phone: row.phone,
        service: row.service,
        location: row.location,
        timing: row.timing,
        message: row.message,
      };
      const parsed = contactSchema.safeParse(fields);
      expect(parsed.success, `stored contact ${row.id} fails the schema`).toBe(true);
      // Stored values are already cleaned: validating them again changes nothing.
      expect(parsed.data).toEqual(fields);
    }
    for (const row of nominations) {
      const fields = {
        your_name: row.yourName,
        your_email: row.yourEmail,
        your_phone: row.yourPhone,
        nominee_name: row.nomineeName,
        nominee_address: row.nomineeAddress,
        nominee_phone: row.nomineePhone ?? "",
        relationship: row.relationship,
        reason: row.reason,
      };
      const parsed = nominationSchema.safeParse(fields);
      expect(parsed.success, `stored nomination ${row.id} fails the schema`).toBe(true);
      expect(parsed.data).toEqual({ ...fields, nominee_phone: row.nomineePhone });
    }
    console.log(
      `[hostile input] stored ${contacts.length} contacts and ${nominations.length} nominations, all valid`,
    );
  });
});
