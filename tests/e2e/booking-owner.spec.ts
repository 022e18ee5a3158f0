import ICAL from "ical.js";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { checkBothThemes } from "./support/axe-check";
import { OWNER_INBOX } from "./support/e2e-env";
import { type SunkMail, waitForMail } from "./support/mailbox";
import { installVisualGuard } from "./support/visual-guard";

/**
 * The owner's side of an estimate visit: a visit booked for a lead reaches
 * his calendar (the invitation handed to SMTP within 10 s, a METHOD:REQUEST
 * read back with ical.js), shows on the Visits page and on the lead's card,
 * and cancelling it tells the customer and sends METHOD:CANCEL with a higher
 * SEQUENCE. All on a 390 px phone without JavaScript (plain forms).
 */

function readCalendar(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = root.getFirstSubcomponent("vevent")!;
  return {
    method: root.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
  };
}

const to = (address: string, subject: string) => (mail: SunkMail) =>
  mail.envelope.to.includes(address) && mail.subject.includes(subject);

test("a visit booked for a lead reaches the owner's calendar in seconds; cancelling it cancels the invitation", async ({
  page,
  browser,
  clientAddress,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Dana Fox ${stamp}`;
  const email = `dana-${stamp}@example.com`;
  const address = `${stamp} Elm Street, Roseville, MN`;
  await signInAsAdmin(page);
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  await context.addCookies(await page.context().cookies());
  const phone = await context.newPage();

  // A customer who called.
  await phone.goto("/admin/leads/new");
  await phone.getByLabel("Name").fill(name);
  await phone.getByLabel("Phone").fill("651-555-0142");
  await phone.getByLabel("E-mail (optional)").fill(email);
  await phone.getByLabel("Heard of you from").selectOption({ index: 1 });
  await phone.getByRole("button", { name: "Add lead" }).click();
  await expect(phone.getByText(`Lead added: ${name}.`)).toBeVisible();

  // The owner books the first free time for them from the Visits tab.
  await phone.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Visits" }).click();
  await expect(phone.getByRole("heading", { name: "Visits", level: 1 })).toBeVisible();
  await phone.getByLabel("Who", { exact: true }).selectOption({ label: `${name} (Interior Painting)` });
  // Other tests book visits on this server too: a time taken meanwhile is refused, and the next one is tried.
  const when = phone.getByLabel(/^When/);
  let start: string | null = null;
  let booked = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    start = await when.locator("option").nth(1).getAttribute("value");
    await when.selectOption(start!);
    await phone.getByLabel("Street address of the visit").fill(address);
    booked = Date.now();
    await phone.getByRole("button", { name: "Book the visit" }).click();
    await expect(phone.getByText(/^(Visit booked\.|That time is no longer free)/).first()).toBeVisible();
    if (await phone.getByText("Visit booked.").isVisible()) break;
    await phone.getByLabel("Who", { exact: true }).selectOption({ label: `${name} (Interior Painting)` });
  }
  await expect(phone.getByText("Visit booked.")).toBeVisible();

  // The owner's invitation is handed to SMTP within 10 s of the booking.
  const [invitation] = await waitForMail(to(OWNER_INBOX, `Estimate visit: ${name}`), { timeout: 10_000 });
  expect(Date.parse(invitation!.receivedAt) - booked).toBeLessThan(10_000);
  expect(invitation!.calendars).toHaveLength(1);
  const request = readCalendar(invitation!.calendars![0]!);
  expect(request).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    status: "CONFIRMED",
    summary: `Estimate visit: ${name}`,
    location: address,
  });
  expect(request.start.toISOString()).toBe(new Date(start!).toISOString());
  expect(request.uid).toMatch(/^visit-[0-9a-f-]{36}@/);

  // The customer's confirmation, with the visit's own link and a calendar file.
  const [confirmation] = await waitForMail(to(email, "Your estimate visit:"));
  expect(confirmation!.text).toContain(address);
  expect(confirmation!.text).toMatch(/\/book\/visit\/\S+/);
  expect(readCalendar(confirmation!.calendars![0]!)).toMatchObject({ method: "PUBLISH", uid: request.uid });

  // On the list: the time, the phone to call, the address as a map link.
  const card = phone.getByTestId("visit").filter({ hasText: name });
  await expect(card).toContainText("Confirmed");
  await expect(card.getByRole("link", { name: "651-555-0142" })).toHaveAttribute("href", "tel:6515550142");
  await expect(card.getByRole("link", { name: new RegExp(address) })).toHaveAttribute(
    "href",
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  );
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // And on the lead's card on the dashboard.
  await phone.goto(`/admin?q=${encodeURIComponent(name)}`);
  await expect(phone.getByTestId("lead-visit")).toContainText("Estimate visit:");
  await expect(phone.getByTestId("lead-visit")).toContainText("Confirmed");

  // The page with a visit on it passes axe in both themes.
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await installVisualGuard(page);
  await page.goto("/admin/visits");
  await expect(page.getByTestId("visit").filter({ hasText: name })).toBeVisible();
  await hydrated(page);
  await checkBothThemes(page, "/admin/visits with a visit");

  // Cancelling: the customer is told, and the owner's calendar drops the event.
  await phone.goto("/admin/visits");
  await card.getByText("Cancel visit", { exact: true }).click();
  await card.getByRole("button", { name: `Yes, cancel: ${name}` }).click();
  await expect(phone.getByText("Visit cancelled.")).toBeVisible();
  await expect(phone.getByTestId("visit").filter({ hasText: name })).toHaveCount(0);
  const [cancel] = await waitForMail(to(OWNER_INBOX, `Cancelled: Estimate visit: ${name}`), {
    timeout: 10_000,
  });
  expect(readCalendar(cancel!.calendars![0]!)).toMatchObject({
    method: "CANCEL",
    uid: request.uid,
    sequence: 1,
    status: "CANCELLED",
  });
  const [told] = await waitForMail(to(email, "Cancelled: your estimate visit"));
  expect(readCalendar(told!.calendars![0]!)).toMatchObject({ method: "CANCEL", uid: request.uid });
  await context.close();
});
