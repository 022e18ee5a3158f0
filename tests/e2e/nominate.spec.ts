import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders, phoneViewport } from "./support/fit-checks";
import {
  fillNomination,
  marker,
  nominationLabels,
  recordToasts,
  toasts,
  validNomination,
} from "./support/forms";
import { mentions, waitForMail } from "./support/mailbox";

const SUCCESS = "Nomination submitted successfully! Thank you for spreading kindness.";
const FAILURE = "There was an error submitting your nomination. Please try again.";

test.describe("/nominate page", () => {
  test("explains the program with its three highlights, then the Nomination Form", async ({ page }) => {
    await page.goto("/nominate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nominate a Neighbor for Free Painting");
    for (const highlight of ["Community Focus", "Quality Service", "Community Nominated"]) {
      await expect(page.getByRole("heading", { level: 3, name: highlight })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Nomination Form" })).toBeVisible();
    await page.getByRole("link", { name: "Nominate Someone" }).click();
    await expect(page).toHaveURL(/#nomination-form$/);
  });

  test("the form has the spec's labels, placeholders, required fields and an optional nominee phone", async ({
    page,
  }) => {
    await page.goto("/nominate");
    const form = page.locator("#nomination-form");
    for (const [field, label] of Object.entries(nominationLabels)) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toBeVisible();
      if (field === "nominee_phone") await expect(input).not.toHaveAttribute("required");
      else await expect(input).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Your Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Nominee Address", { exact: true })).toHaveAttribute(
      "placeholder",
      "Street address, city, state",
    );
    await expect(form.getByLabel("Your relationship to nominee", { exact: true })).toHaveAttribute(
      "placeholder",
      "e.g., neighbor, friend, family member",
    );
    const reason = form.getByLabel("Why do you think they deserve this?", { exact: true });
    await expect(reason).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(reason).toHaveAttribute("placeholder", /their story/);
  });
});

test.describe("nomination form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/nominate");
    await hydrated(page);
  });

  test("an empty form shows a toast for each required field and marks them", async ({ page }) => {
    const shown = await recordToasts(page);
    await page.getByRole("button", { name: "Submit Nomination" }).click();
    await expect
      .poll(shown)
      .toEqual([
        "Your name is required",
        "Invalid email address",
        "Your phone number is required",
        "Nominee name is required",
        "Nominee address is required",
        "Relationship is required",
        "Reason is required",
      ]);
    const form = page.locator("#nomination-form");
    await expect(form.getByLabel("Your Name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Nominee Phone (optional)", { exact: true })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(
      form.getByLabel("Why do you think they deserve this?", { exact: true }),
    ).toHaveAccessibleDescription("Reason is required");
  });

  test("a malformed e-mail and an over-long reason get their messages; nothing typed is lost", async ({
    page,
  }) => {
    const values = { ...validNomination(marker("Rita")), your_email: "sam@", reason: "r".repeat(2001) };
    await fillNomination(page, values);
    await page.getByRole("button", { name: "Submit Nomination" }).click();
    await expect(toasts(page)).toHaveText([
      "Reason must be less than 2000 characters",
      "Invalid email address",
    ]);
    await expect(page.locator("#nomination-form").getByLabel("Nominee Name", { exact: true })).toHaveValue(
      values.nominee_name,
    );
  });

  test("a complete nomination is stored, the owner is told, and the form clears", async ({ page }) => {
    const nominee = marker("Rita");
    await fillNomination(page, { ...validNomination(nominee), nominee_phone: "651-555-0199" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/nominate.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Nomination" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(toasts(page)).toHaveText([SUCCESS]);
    const form = page.locator("#nomination-form");
    for (const label of Object.values(nominationLabels)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    }
    // A confirmation beside the form stays until another nomination is started.
    const confirmation = form.getByRole("status").filter({ hasText: SUCCESS });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole("link", { name: "(651) 555-0142" })).toBeVisible();
    await form.getByLabel(nominationLabels.your_name, { exact: true }).pressSequentially("B");
    await expect(confirmation).toBeHidden();
    const [mail] = await waitForMail(mentions(`New nomination: ${nominee}, nominated by Sam Neighbor`));
    for (const text of [
      "sam.neighbor@example.com",
      "651-555-0111",
      "neighbor",
      "12 Elm Street, Shoreview, MN",
      "651-555-0199",
      "porch and trim are peeling",
      "https://www.advancedpainting.example/admin",
    ]) {
      expect(mail?.text).toContain(text);
    }
  });

  test.describe("when the connection drops", () => {
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test("a lost connection shows the failure toast and keeps everything typed", async ({ page }) => {
      const values = validNomination(marker("Offline"));
      await fillNomination(page, values);
      await page.route("**/nominate.data*", (route) => route.abort("internetdisconnected"));
      await page.getByRole("button", { name: "Submit Nomination" }).click();
      await expect(toasts(page)).toHaveText([FAILURE]);
      const form = page.locator("#nomination-form");
      for (const [field, label] of Object.entries(nominationLabels)) {
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(
          values[field as keyof typeof values],
        );
      }
    });
  });
});

test.describe("nomination form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a complete nomination is stored and the browser lands on the thank-you page", async ({ page }) => {
    await page.goto("/nominate");
    const nominee = marker("NoScript");
    await fillNomination(page, validNomination(nominee));
    await page.getByRole("button", { name: "Submit Nomination" }).click();
    await expect(page).toHaveURL(/\/nominate\/thank-you#top$/);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nominate Someone Else" })).toHaveAttribute(
      "href",
      "/nominate",
    );
    await waitForMail(mentions(`New nomination: ${nominee}`));
  });

  test("the server's messages appear inline and everything typed is kept", async ({ page }) => {
    await page.goto("/nominate");
    const values = { ...validNomination(marker("Inline")), relationship: "   ", reason: "r".repeat(2001) };
    await fillNomination(page, values);
    await page.getByRole("button", { name: "Submit Nomination" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Relationship is required",
      "Reason must be less than 2000 characters",
    ]);
    const form = page.locator("#nomination-form");
    await expect(form.getByLabel("Why do you think they deserve this?", { exact: true })).toHaveValue(
      values.reason,
    );
    await expect(form.getByLabel("Nominee Name", { exact: true })).toHaveValue(values.nominee_name);
  });
});

test.describe("/nominate on a phone", () => {
  test.use({ viewport: phoneViewport });

  test("the nomination form: every placeholder can be read whole at 390 px", async ({ page }) => {
    await page.goto("/nominate");
    expect(await cutOffPlaceholders(page)).toEqual([]);
  });
});
