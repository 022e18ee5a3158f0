import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders, phoneViewport } from "./support/fit-checks";
import { contactFields, fillContact, marker, toasts, validContact } from "./support/forms";
import { mentions, waitForMail } from "./support/mailbox";

const SUCCESS = "Message sent successfully! We'll be in touch soon.";
const FAILURE = "There was a problem sending your message. Please try again.";

test.describe("/contact page", () => {
  test("shows the hero, the contact details, the map, the service areas and the six questions", async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "localhost" && !request.url().startsWith("data:")) outside.push(request.url());
    });
    await page.goto("/contact");
    await hydrated(page);

    await expect(
      page.getByText("Contact Professional Painting & Drywall Services", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Advanced Painting Services MN");
    const hero = page.getByRole("heading", { level: 1 }).locator("..");
    for (const phrase of ["exterior painting", "deck painting", "exterior house painting"]) {
      await expect(hero).toContainText(phrase);
    }
    await expect(hero).toContainText("Shoreview, Vadnais Heights, White Bear Lake and surrounding areas");
    const booking = page.getByRole("link", { name: /Schedule Your Free Estimate/ });
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");

    const details = page.getByRole("region", { name: "Contact Information" });
    await expect(details).toContainText("1 Painters Way");
    await expect(details).toContainText("Shoreview, MN 55126");
    await expect(details.getByRole("link", { name: "(651) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+16515550142",
    );
    await expect(details.getByRole("link", { name: "info@advancedpainting.example" })).toHaveAttribute(
      "href",
      "mailto:info@advancedpainting.example",
    );
    for (const line of ["Monday to Friday7:00 AM to 6:00 PM", "Saturday and Sunday9:00 AM to 5:00 PM"])
      await expect(details).toContainText(line);
    await expect(details).toContainText("Insured up to $1M");

    await expect(
      page.getByRole("img", { name: "Map of the area around our office in Shoreview" }),
    ).toBeVisible();
    const openMap = page.getByRole("link", { name: /Open in maps/ });
    await expect(openMap).toHaveAttribute("target", "_blank");

    const areas = page.getByRole("heading", { name: "Areas We Serve" }).locator("xpath=ancestor::section[1]");
    await expect(areas.getByRole("link", { name: /^Vadnais Heights/ })).toHaveAttribute(
      "href",
      "/service-area/vadnais-heights",
    );
    await expect(areas.getByRole("link", { name: /^White Bear Lake/ })).toBeVisible();
    await expect(areas.getByRole("link", { name: /See all \d+ service areas/ })).toHaveAttribute(
      "href",
      "/service-areas",
    );

    const faq = page
      .getByRole("heading", { name: "Frequently Asked Questions" })
      .locator("xpath=ancestor::section[1]");
    const questions = faq.getByRole("group");
    await expect(questions).toHaveCount(6);
    const payment = faq.getByText("How do payments and deposits work?");
    await payment.click();
    await expect(faq.getByText(/25% deposit, with the balance due on completion/)).toBeVisible();
    await expect(faq.getByText(/milestone payment schedules/)).toBeVisible();
    // Opening another question closes the first (one open at a time).
    await faq.getByText("Are you insured?").click();
    await expect(faq.getByText(/25% deposit/)).toBeHidden();

    // Nothing was requested from another host (the map is part of the page).
    expect(outside).toEqual([]);
  });

  test("inputs are marked required and have the right types", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    const service = form.getByLabel("Service", { exact: true });
    await expect(service).toHaveValue("Interior Painting");
    await expect(service.getByRole("option")).toHaveText([
      "Interior Painting",
      "Exterior Painting",
      "Commercial Painting",
      "Drywall Installation",
      "Drywall Repair",
      "Cabinet Refinishing",
      "Other",
    ]);
    await page.setViewportSize(phoneViewport); // and on a phone, every placeholder can be read whole
    expect(await cutOffPlaceholders(page)).toEqual([]);
  });
});

test.describe("/contact's parts without behaviour", () => {
  test("load no code on a direct visit, and show the same on a visit by a link", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const staticParts =
      /\/(contact-details|office-map|contact-faq|next-steps|service-area-links)-[\w-]+\.js$/;
    await page.goto("/contact");
    await hydrated(page);
    const details = page.getByRole("region", { name: "Contact Information" });
    await expect(details).toContainText("1 Painters Way");
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    expect(scripts.filter((path) => staticParts.test(path))).toEqual([]);

    // To another page and back by links: the parts are rendered in the browser this time.
    await page.getByRole("link", { name: "View Our Services" }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(details).toContainText("1 Painters Way");
    await expect(details.getByRole("link", { name: "(651) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+16515550142",
    );
    await expect(
      page.getByRole("img", { name: "Map of the area around our office in Shoreview" }),
    ).toBeVisible();
    const faq = page
      .getByRole("heading", { name: "Frequently Asked Questions" })
      .locator("xpath=ancestor::section[1]");
    await expect(faq.getByRole("group")).toHaveCount(6);
    expect(scripts.filter((path) => staticParts.test(path)).length).toBeGreaterThan(0);
  });
});

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
  });

  test("an empty form shows each failure as its own error toast, in the order of the fields", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    // Sonner stacks the newest first: the reverse of the order they were raised in.
    await expect(toasts(page)).toHaveText([
      "Message is required",
      "Phone is required",
      "Invalid email address",
      "Name is required",
    ]);
    const name = page.locator("#contact-form").getByLabel("Name", { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
  });

  const cases: [string, Partial<ReturnType<typeof validContact>>, string][] = [
    ["a name of spaces", { name: "   " }, "Name is required"],
    ["a name of 101 characters", { name: "n".repeat(101) }, "Name must be less than 100 characters"],
    ["an e-mail without a domain", { email: "homeowner@example" }, "Invalid email address"],
    [
      "an e-mail of 256 characters",
      { email: `${"e".repeat(244)}@example.com` },
      "Email must be less than 255 characters",
    ],
    ["a phone of spaces", { phone: "  " }, "Phone is required"],
    ["a phone of 21 characters", { phone: "6".repeat(21) }, "Phone must be less than 20 characters"],
    ["a message of spaces", { message: "   " }, "Message is required"],
    [
      "a message of 1001 characters",
      { message: "m".repeat(1001) },
      "Message must be less than 1000 characters",
    ],
  ];
  for (const [label, change, message] of cases) {
    test(`${label}: ${message}`, async ({ page }) => {
      const values = { ...validContact(marker("Rule")), ...change };
      await fillContact(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toHaveText([message]);
      // Nothing typed is lost.
      await expect(page.locator("#contact-form").getByLabel("Name", { exact: true })).toHaveValue(
        values.name,
      );
      await expect(page.locator("#contact-form").getByLabel("Message", { exact: true })).toHaveValue(
        values.message,
      );
    });
  }

  test("a valid message is stored, announced to the owner, and the form resets", async ({ page }) => {
    const name = marker("Jane");
    // An address of this test's own, to find the visitor's confirmation among every test's mail.
    const email = `jane.${name.replace(/\W+/g, "-").toLowerCase()}@example.com`;
    await fillContact(page, { ...validContact(name), email, service: "Drywall Repair" });
    // Hold the answer for a moment to see the busy state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(toasts(page)).toHaveText([SUCCESS]);
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Phone", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Service", { exact: true })).toHaveValue("Interior Painting");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // Beside the form, a confirmation that stays (the toast goes): what happens next, and the phone.
    const confirmation = form.getByRole("status").filter({ hasText: SUCCESS });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation.getByRole("link", { name: "(651) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+16515550142",
    );
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(confirmation).toBeVisible();
    // Starting another message puts it away.
    await form.getByLabel("Name", { exact: true }).pressSequentially("A");
    await expect(confirmation).toBeHidden();

    const [mail] = await waitForMail(
      (m) => m.subject === `New contact request from ${name} (Drywall Repair)`,
    );
    expect(mail?.envelope.to).toEqual(["owner@leads.test"]);
    expect(mail?.replyTo).toBe(email);
    for (const text of [name, email, "(651) 555-0100", "Drywall Repair", "before winter"]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.text).toContain("https://www.advancedpainting.example/admin");
    // The visitor's short confirmation, which repeats nothing the visitor typed (a stranger's
    // address typed into the form must not make the site send that stranger someone's text).
    const [visitorMail] = await waitForMail(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith("We received your message"),
    );
    expect(visitorMail?.text).toContain("drywall repair");
    for (const typed of [name, "(651) 555-0100", "before winter"]) {
      expect(visitorMail?.text).not.toContain(typed);
    }
  });

  test.describe("when the connection drops", () => {
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test("a lost connection shows the failure toast and keeps everything typed", async ({ page }) => {
      const values = validContact(marker("Offline"));
      await fillContact(page, values);
      await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toHaveText([FAILURE]);
      const form = page.locator("#contact-form");
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue(values.name);
      await expect(form.getByLabel("Email", { exact: true })).toHaveValue(values.email);
      await expect(form.getByLabel("Phone", { exact: true })).toHaveValue(values.phone);
      await expect(form.getByLabel("Service", { exact: true })).toHaveValue("Exterior Painting");
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
  });
});

test.describe("where a lead came from", () => {
  test("records where the visit began: landing page, referrer and UTM parameters", async ({ page }) => {
    await page.goto("/services?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2025", {
      referer: "https://www.bing.com/search?q=painters+near+me",
    });
    await hydrated(page);
    // A later page of the same visit (same tab).
    await page.goto("/contact");
    await hydrated(page);
    const name = marker("Utm");
    await fillContact(page, validContact(name));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toHaveText([SUCCESS]);
    const [mail] = await waitForMail(mentions(`New contact request from ${name}`));
    expect(mail?.text).toContain("Page:     /services");
    expect(mail?.text).toContain("Referrer: https://www.bing.com/search");
    expect(mail?.text).toContain("utm_source=newsletter, utm_medium=email, utm_campaign=spring-2025");
  });
});

test.describe("a visit that starts on the contact page", () => {
  test("keeps its UTM parameters too", async ({ page }) => {
    await page.goto("/contact?utm_source=google&utm_medium=cpc", { referer: "https://www.google.com/" });
    await hydrated(page);
    const name = marker("Direct");
    await fillContact(page, validContact(name));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toHaveText([SUCCESS]);
    const [mail] = await waitForMail(mentions(`New contact request from ${name}`));
    expect(mail?.text).toContain("Page:     /contact");
    expect(mail?.text).toContain("Referrer: https://www.google.com/");
    expect(mail?.text).toContain("utm_source=google, utm_medium=cpc");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid message is stored and the browser lands on the thank-you page", async ({ page }) => {
    await page.goto("/contact");
    const name = marker("NoScript");
    await fillContact(page, validContact(name));
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    // Post/redirect/get: reloading the page that says "sent" cannot send it again.
    expect(post.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/thank-you#top$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Reaching Out");
    await expect(page.getByRole("link", { name: "Send Another Message" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const [mail] = await waitForMail(mentions(`New contact request from ${name}`));
    // Without the landing script, the page is the one the form was on.
    expect(mail?.text).toContain("Page:     /contact");
  });

  test("the server's messages appear inline next to the fields, with everything typed kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    const values = {
      ...validContact(marker("Inline")),
      name: "n".repeat(101),
      // Passes the browser's own e-mail check, not the form's.
      email: "homeowner@example",
      phone: "6".repeat(21),
      message: "m".repeat(1001),
    };
    await fillContact(page, values);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Please check the form:");
    const form = page.locator("#contact-form");
    for (const [label, message] of [
      ["Name", "Name must be less than 100 characters"],
      ["Email", "Invalid email address"],
      ["Phone", "Phone must be less than 20 characters"],
      ["Message", "Message must be less than 1000 characters"],
    ] as const) {
      await expect(summary).toContainText(message);
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(values.name);
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(values.email);
    await expect(form.getByLabel("Service", { exact: true })).toHaveValue("Exterior Painting");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(values.message);
  });

  test("required fields left as spaces get the form's messages", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, { name: "  ", email: "homeowner@example.com", phone: " ", message: "  " });
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Name is required",
      "Phone is required",
      "Message is required",
    ]);
  });
});

test.describe("contact endpoint", () => {
  test("a post straight to the endpoint with the same fields is stored like the form's", async ({
    request,
  }) => {
    const name = marker("Direct");
    const response = await request.post("/contact", { form: contactFields(name), maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/contact/thank-you#top");
    await waitForMail(mentions(`New contact request from ${name}`));
  });
});
