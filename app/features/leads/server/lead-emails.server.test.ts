import { describe, expect, it } from "vitest";
import { formatLeadDate, LEAD_DATE_FORMAT } from "~/features/leads/lead-date";
import {
  type MailContext,
  ownerNotification,
  visitorConfirmation,
} from "~/features/leads/server/lead-emails.server";
import { createMailer, headerText } from "~/server/email.server";
import { seedProfile } from "../../../../tests/support/seed-content";

const context: MailContext = { siteUrl: "https://www.advancedpainting.example", profile: seedProfile() };

const createdAt = new Date("2025-03-05T20:30:00Z");

const contactLead = {
  kind: "contact" as const,
  id: "c1",
  createdAt,
  name: "Jane Homeowner",
  email: "jane@example.com",
  phone: "(651) 555-0100",
  service: "Exterior Painting",
  message: "Deck and siding.\nSouth side is peeling.",
  sourcePath: "/service/exterior-painting",
  referrer: "https://www.google.com/search",
  utm: { utm_source: "google", utm_medium: "cpc" },
};

const nominationLead = {
  kind: "nomination" as const,
  id: "n1",
  createdAt,
  yourName: "Sam Neighbor",
  yourEmail: "sam@example.com",
  yourPhone: "651-555-0111",
  nomineeName: "Rita Ortiz",
  nomineeAddress: "12 Elm St, Shoreview, MN",
  nomineePhone: null,
  relationship: "neighbor",
  reason: "Cared for her husband all year.",
  sourcePath: null,
  referrer: null,
  utm: {},
};

describe("formatLeadDate", () => {
  it("uses the dashboard's MMM dd, yyyy HH:mm in the business's time zone", () => {
    const zone = "America/Chicago";
    expect(seedProfile().business.timeZone).toBe(zone);
    expect(LEAD_DATE_FORMAT).toBe("MMM dd, yyyy HH:mm");
    expect(formatLeadDate(createdAt, zone)).toBe("Mar 05, 2025 14:30"); // CST, UTC-6
    expect(formatLeadDate("2025-07-04T17:05:00Z", zone)).toBe("Jul 04, 2025 12:05"); // CDT, UTC-5
    expect(formatLeadDate("2025-01-01T05:59:00Z", zone)).toBe("Dec 31, 2024 23:59");
    expect(formatLeadDate(createdAt, "America/Denver")).toBe("Mar 05, 2025 13:30");
  });
});

describe("the owner's notification", () => {
  it("carries every field of a contact request, where it came from and a link to the dashboard", () => {
    const mail = ownerNotification(contactLead, context, ["owner@example.com"]);
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.replyTo).toBe("jane@example.com");
    expect(mail.subject).toBe("New contact request from Jane Homeowner (Exterior Painting)");
    for (const text of [
      "Jane Homeowner",
      "jane@example.com",
      "(651) 555-0100",
      "Exterior Painting",
      "Deck and siding.\nSouth side is peeling.",
      "Mar 05, 2025 14:30",
      "/service/exterior-painting",
      "https://www.google.com/search",
      "utm_source=google, utm_medium=cpc",
      "https://www.advancedpainting.example/admin",
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it("carries every field of a nomination, noting a missing nominee phone", () => {
    const mail = ownerNotification(nominationLead, context, ["owner@example.com"]);
    expect(mail.subject).toBe("New nomination: Rita Ortiz, nominated by Sam Neighbor");
    expect(mail.replyTo).toBe("sam@example.com");
    for (const text of [
      "Sam Neighbor",
      "sam@example.com",
      "651-555-0111",
      "neighbor",
      "Rita Ortiz",
      "12 Elm St, Shoreview, MN",
      "not given",
      "Cared for her husband all year.",
      "Page:     unknown",
      "https://www.advancedpainting.example/admin",
    ]) {
      expect(mail.text).toContain(text);
    }
  });
});

describe("the visitor's confirmation", () => {
  it("is short, addressed to the visitor and names the business and phone", () => {
    const mail = visitorConfirmation(contactLead, context);
    expect(mail.to).toEqual(["jane@example.com"]);
    expect(mail.subject).toBe("We received your message - Advanced Painting Services MN");
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("(651) 555-0142");
    const thanks = visitorConfirmation(nominationLead, context);
    expect(thanks.to).toEqual(["sam@example.com"]);
    expect(thanks.text).toContain("Thank you for your nomination");
  });

  it("repeats nothing the visitor typed (no spam relay to a stranger's address)", () => {
    const mail = visitorConfirmation(contactLead, context);
    for (const typed of [contactLead.name, contactLead.phone, contactLead.message]) {
      expect(mail.text).not.toContain(typed);
      expect(mail.subject).not.toContain(typed);
    }
    const thanks = visitorConfirmation(nominationLead, context);
    for (const typed of [nominationLead.yourName, nominationLead.nomineeName, nominationLead.reason]) {
      expect(thanks.text).not.toContain(typed);
    }
  });
});

describe("the mailer", () => {
  it("keeps header values on one line", () => {
    expect(headerText("New request from Eve\r\nBcc: victim@example.com")).toBe(
      "New request from Eve Bcc: victim@example.com",
    );
    expect(headerText("x".repeat(400))).toHaveLength(150);
  });

  it("without SMTP_URL writes each message to the log", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ from: "Website <no-reply@example.com>", log: (line) => lines.push(line) });
    expect(mailer.mode).toBe("log");
    await mailer.send({ to: ["owner@example.com"], subject: "Hello", text: "Body text" });
    expect(lines.join("\n")).toMatch(
      /SMTP_URL is not set[\s\S]*To: owner@example.com[\s\S]*Subject: Hello[\s\S]*Body text/,
    );
  });
});
