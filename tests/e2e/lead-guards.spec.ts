import type { APIRequestContext } from "@playwright/test";
import { addressFor, expect, hydrated, test } from "./fixtures";
import { RATE_LIMIT_MAX_FORMS } from "./support/e2e-env";
import { contactFields, fillContact, marker, toasts, validContact, validNomination } from "./support/forms";
import { mentions, receivedMail, waitForMail } from "./support/mailbox";

const TOO_MANY = (minutes: number) =>
  `Too many submissions from your connection. Please wait ${minutes} minutes or call us at (651) 555-0142.`;

/**
 * Proves a marker was not stored: a valid lead of the same kind sent after it
 * is announced, and nothing mentioning the marker was (the outbox sends in
 * the order leads were stored).
 */
async function expectNotStored(request: APIRequestContext, kind: "contact" | "nomination", hidden: string) {
  const sentinel = marker("Sentinel");
  const headers = { "x-forwarded-for": addressFor(sentinel) };
  const response =
    kind === "contact"
      ? await request.post("/contact", { form: contactFields(sentinel), headers })
      : await request.post("/nominate", { form: validNomination(sentinel), headers });
  expect(response.status()).toBe(200);
  await waitForMail(mentions(sentinel));
  await new Promise((resolve) => setTimeout(resolve, 750));
  expect(receivedMail().filter(mentions(hidden))).toEqual([]);
}

test.describe("forged and hostile posts", () => {
  test("a post from another site is refused (403) and stores nothing", async ({ request }) => {
    const name = marker("Forged");
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { referer: "https://evil.example/free-paint" },
    ];
    for (const headers of forged) {
      const contact = await request.post("/contact", { form: contactFields(name), headers });
      expect(contact.status(), JSON.stringify(headers)).toBe(403);
      const nomination = await request.post("/nominate", { form: validNomination(name), headers });
      expect(nomination.status(), JSON.stringify(headers)).toBe(403);
      const data = await request.post("/contact.data", { form: contactFields(name), headers });
      expect(data.status(), JSON.stringify(headers)).toBe(403);
    }
    await expectNotStored(request, "contact", name);
    await expectNotStored(request, "nomination", name);
  });

  test("malformed, oversized and hostile payloads get 4xx or the form's messages, never a 5xx", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const name = marker("Hostile");
    const valid = contactFields(name);
    const attempts: {
      label: string;
      send: (client: APIRequestContext) => ReturnType<APIRequestContext["post"]>;
      expect: number;
    }[] = [
      { label: "JSON body", send: (client) => client.post("/contact", { data: valid }), expect: 415 },
      {
        label: "plain text body",
        send: (client) =>
          client.post("/contact", { data: "name=x", headers: { "content-type": "text/plain" } }),
        expect: 415,
      },
      {
        label: "no body",
        send: (client) =>
          client.post("/contact", { headers: { "content-type": "application/x-www-form-urlencoded" } }),
        expect: 400,
      },
      {
        label: "a 200 KB message",
        send: (client) => client.post("/contact", { form: { ...valid, message: "x".repeat(200_000) } }),
        expect: 413,
      },
      {
        label: "a 70 KB nomination reason",
        send: (client) =>
          client.post("/nominate", { form: { ...validNomination(name), reason: "y".repeat(70_000) } }),
        expect: 413,
      },
      {
        label: "a broken multipart body",
        send: (client) =>
          client.post("/contact", {
            data: "--x\r\nContent-Disposition: form-data\r\n\r\nbroken",
            headers: { "content-type": "multipart/form-data; boundary=zz" },
          }),
        expect: 400,
      },
      {
        label: "a file instead of the name",
        send: (client) =>
          client.post("/contact", {
            multipart: {
              ...valid,
              name: { name: "x.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
            },
          }),
        expect: 400,
      },
      {
        label: "a service that is not offered",
        send: (client) =>
          client.post("/contact", { form: { ...valid, service: "Roofing'; drop table x;--" } }),
        expect: 400,
      },
      {
        label: "invalid percent-encoding and UTF-8",
        send: (client) =>
          client.post("/contact", {
            data: `name=%E0%A4%A&email=%FF%FE&phone=%&message=%00%00`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        expect: 400,
      },
      {
        label: "thousands of fields",
        send: (client) =>
          client.post("/contact", {
            data: Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join("&"),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        expect: 400,
      },
      {
        label: "a PUT",
        send: (client) => client.put("/contact", { form: valid }),
        expect: 405,
      },
    ];
    // Each from a client of its own: a payload is judged on what it is. From one client, the posts
    // past its form budget are refused before they are read (429), whatever they hold.
    for (const attempt of attempts) {
      const client = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": addressFor(`${name} ${attempt.label}`) },
      });
      const response = await attempt.send(client);
      expect(response.status(), attempt.label).toBe(attempt.expect);
      await client.dispose();
    }
    await expectNotStored(request, "contact", name);
    await expectNotStored(request, "nomination", name);
  });

  test("markup and control characters in a valid submission are stored as plain text", async ({
    request,
  }) => {
    const name = `${marker("Markup")} <img src=x onerror=alert(1)>`;
    const response = await request.post("/contact", {
      form: contactFields(name, { message: "Hello\u0000 <script>alert('x')</script>" }),
    });
    expect(response.status()).toBe(200);
    const [mail] = await waitForMail(mentions(name));
    expect(mail?.text).toContain("Hello <script>alert('x')</script>");
  });
});

test.describe("honeypot", () => {
  test("a filled honeypot gets the normal success answer and is not stored", async ({ request }) => {
    const name = marker("Robot");
    const contact = await request.post("/contact", {
      form: contactFields(name, { company_website: "https://cheap-seo.example" }),
      maxRedirects: 0,
    });
    expect(contact.status()).toBe(303);
    expect(contact.headers().location).toBe("/contact/thank-you#top");
    const nomination = await request.post("/nominate", {
      form: { ...validNomination(name), company_website: "https://cheap-seo.example" },
      maxRedirects: 0,
    });
    expect(nomination.status()).toBe(303);
    expect(nomination.headers().location).toBe("/nominate/thank-you#top");
    await expectNotStored(request, "contact", name);
    await expectNotStored(request, "nomination", name);
  });

  test("people never see or reach the honeypot", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    await hydrated(page);
    // Tabbing from the last field (the photos) goes straight to the button.
    await page.locator("#contact-form").getByLabel("Photos (optional)").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  });
});

test.describe("rate limit", () => {
  test(`after ${RATE_LIMIT_MAX_FORMS} posts from one connection, both forms refuse with 429 and say so`, async ({
    request,
    clientAddress,
  }) => {
    const client = { "x-forwarded-for": clientAddress };
    const name = marker("Busy");
    for (let i = 0; i < RATE_LIMIT_MAX_FORMS - 1; i++) {
      const ok = await request.post("/contact", { form: contactFields(`${name} ${i}`), headers: client });
      expect(ok.status()).toBe(200);
    }
    const last = await request.post("/nominate", { form: validNomination(`${name} last`), headers: client });
    expect(last.status()).toBe(200);
    const refused = await request.post("/contact", {
      form: contactFields(`${name} refused`),
      headers: client,
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(500);
    expect(await refused.text()).toContain(TOO_MANY(10));
    const refusedNomination = await request.post("/nominate", {
      form: validNomination(`${name} refused`),
      headers: client,
    });
    expect(refusedNomination.status()).toBe(429);
    // Another connection is not affected.
    const other = await request.post("/contact", {
      form: contactFields(`${name} other`),
      headers: { "x-forwarded-for": addressFor(`${clientAddress} next door`) },
    });
    expect(other.status()).toBe(200);
    await waitForMail(mentions(`${name} other`));
    expect(receivedMail().filter(mentions(`${name} refused`))).toEqual([]);
  });

  test("an IPv6 client is counted by its /64: another address of the same network is the same client", async ({
    request,
    clientAddress,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the server's count does not depend on the viewport");
    // A /64 of its own, made from this test's address (2001:db8::/32 is for documentation).
    const [, b = "0", c = "0", d = "0"] = clientAddress.split(".");
    const network = `2001:db8:${Number(b).toString(16)}:${(Number(c) * 256 + Number(d)).toString(16)}`;
    const name = marker("Six");
    for (let i = 0; i < RATE_LIMIT_MAX_FORMS; i++) {
      // Each post from another address of the network, as a phone that changes address would.
      const ok = await request.post("/contact", {
        form: contactFields(`${name} ${i}`),
        headers: { "x-forwarded-for": `${network}::${(i + 1).toString(16)}` },
      });
      expect(ok.status()).toBe(200);
    }
    const refused = await request.post("/contact", {
      form: contactFields(`${name} refused`),
      headers: { "x-forwarded-for": `${network}:ffff:ffff:ffff:ffff` },
    });
    expect(refused.status()).toBe(429);
  });

  test.describe("in the browser", () => {
    test.use({ allowedConsoleErrors: [/status of 429/] });

    test("with JavaScript the refusal is an error toast and the form keeps what was typed", async ({
      page,
      request,
    }) => {
      const client = addressFor(marker("Limited"));
      for (let i = 0; i < RATE_LIMIT_MAX_FORMS; i++) {
        await request.post("/contact", {
          form: contactFields(marker("Fill")),
          headers: { "x-forwarded-for": client },
        });
      }
      await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
      await page.goto("/contact");
      await hydrated(page);
      const values = validContact(marker("Refused"));
      await fillContact(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toHaveText([TOO_MANY(10)]);
      await expect(page.locator("#contact-form").getByLabel("Name", { exact: true })).toHaveValue(
        values.name,
      );
    });
  });
});
