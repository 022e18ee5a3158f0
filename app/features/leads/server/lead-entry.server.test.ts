import { beforeEach, describe, expect, it } from "vitest";
import { leadEntrySchema } from "~/features/leads/schemas/lead-entry";
import { insertOwnLead } from "~/features/leads/server/lead-entry.server";
import { updateLead } from "~/features/leads/server/lead-list.server";
import { addLeadSource, readMessageSettings } from "~/features/leads/server/owner-settings.server";
import { askForReviewByText } from "~/features/leads/server/text-messages.server";
import { businessProfileSchema, siteFactsFrom } from "~/lib/schemas/business-profile";
import { seedBusinessProfile } from "~/seed/site";
import { contactSubmissions, ownerSettings } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const site = siteFactsFrom(
  businessProfileSchema.parse(seedBusinessProfile("https://booking.example/book")),
  "https://www.example.com",
);

const entry = (fields: Record<string, string>) =>
  leadEntrySchema.safeParse({
    name: "Dana Olson",
    phone: "(651) 555-0123",
    service: "Interior Painting",
    ...fields,
  });

describe("a lead the owner adds by hand", () => {
  it("needs a name, a phone number and where they heard of him; the e-mail is optional", () => {
    expect(entry({ heardFrom: "Referral" }).success).toBe(true);
    const refused = leadEntrySchema.safeParse({
      name: " ",
      phone: "555",
      email: "dana@",
      service: "Roofing",
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Enter the customer's name."],
      ["phone", "Enter the phone number with its area code, like (651) 555-0123."],
      ["email", "Enter an e-mail address like name@example.com, or leave it empty."],
      ["service", "Choose what they want from the list."],
    ]);
    expect(entry({}).error?.issues[0]).toMatchObject({
      path: ["heardFrom"],
      message: "Choose where they heard of you, or type a new choice below.",
    });
    // A new choice typed in is enough.
    expect(entry({ newSource: "Home show" }).success).toBe(true);
  });
});

onEachDatabase("a lead added by hand, then won and asked for a review by text", (database) => {
  beforeEach(async () => {
    await database().db.delete(contactSubmissions);
    await database().db.delete(ownerSettings);
  });

  it("is stored like a web lead, dated as it moves on, and the text request is noted", async () => {
    const { db } = database();
    const parsed = entry({ heardFrom: "referral", status: "contacted" });
    const id = await insertOwnLead(db, parsed.data!);
    let [row] = await db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      heardFrom: "Referral",
      status: "contacted",
      email: "",
      notifyStatus: "logged",
      wonAt: null,
    });
    expect(row!.contactedAt).toBeInstanceOf(Date);
    expect(row!.pushedAt).toBeInstanceOf(Date);

    expect(await askForReviewByText(db, { ...site, reviewUrl: "https://g.page/r/x" }, id)).toMatchObject({
      ok: false,
      status: 409,
    });
    await updateLead(db, "contacts", id, { status: "won", jobValueCents: 320_000 });
    expect(await askForReviewByText(db, { ...site, reviewUrl: "" }, id)).toMatchObject({
      ok: false,
      message: "There is no review link yet: add it in Content, Business profile, Review link.",
    });
    const asked = await askForReviewByText(db, { ...site, reviewUrl: "https://g.page/r/x" }, id);
    expect(asked).toMatchObject({ ok: true, to: "(651) 555-0123" });
    if (!asked.ok) return;
    expect(asked.href.startsWith("sms:+16515550123?&body=")).toBe(true);
    expect(asked.body).toContain("Hi Dana,");
    expect(asked.body).toContain("https://g.page/r/x");
    [row] = await db.select().from(contactSubmissions);
    expect(row!.wonAt).toBeInstanceOf(Date);
    expect(row!.reviewRequestedVia).toBe("text");
    expect(row!.reviewRequestedAt).toBeInstanceOf(Date);
  });

  it("keeps the owner's new source choices, each once", async () => {
    const { db } = database();
    await addLeadSource(db, "Home show");
    await addLeadSource(db, "Home show");
    await addLeadSource(db, "Google");
    expect((await readMessageSettings(db)).leadSources).toEqual(["Home show"]);
  });
});
