/**
 * The quotes CSV: a row per line with the quote's facts, the customer's
 * choice marked once accepted, and text typed as a formula kept as text.
 */
import { expect, it } from "vitest";
import { contactSubmissions } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { quoteDraftSchema } from "../schemas/quote-draft";
import { acceptQuote } from "./quote-answers.server";
import { quoteCsvHeader, quotesCsv } from "./quote-export.server";
import { createQuote, quoteByLink, sendQuote } from "./quotes.server";

const now = new Date("2026-11-25T18:00:00Z");

onEachDatabase("quotes CSV", (database) => {
  it("has a row per line, the choice marked, and formulas and markup as plain text", async () => {
    const { db } = database();
    const [lead] = await db
      .insert(contactSubmissions)
      .values({
        name: "Pat Moe",
        email: "pat@example.com",
        phone: "651-555-0177",
        service: "Interior Painting",
        message: "",
      })
      .returning({ id: contactSubmissions.id });
    const draft = quoteDraftSchema.parse({
      title: "Hall <b>and</b> stairs",
      options: [
        {
          name: "Walls",
          lines: [
            {
              description: '=HYPERLINK("http://evil.example","Click")',
              quantity: "2.5",
              unit: "room",
              unitPrice: "450",
            },
            {
              description: 'Closet, "as is"',
              quantity: "1",
              unit: "closet",
              unitPrice: "120",
              optional: "on",
            },
          ],
        },
      ],
      depositPercent: "25",
      validDays: "30",
    });
    const quote = await createQuote(db, lead!.id, draft);
    const sent = await sendQuote(db, quote.id, now);
    if (!sent.ok) throw new Error("not sent");
    const full = (await quoteByLink(db, sent.quote.linkKey!))!;
    const option = full.options[0]!;
    const accepted = await acceptQuote(
      db,
      sent.quote.linkKey!,
      {
        quoteId: quote.id,
        optionId: option.id,
        optionalLineIds: [],
        fullName: "Pat Moe",
        ip: "203.0.113.9",
        userAgent: "Phone",
      },
      now,
    );
    expect(accepted.ok).toBe(true);

    const csv = await quotesCsv(db);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(quoteCsvHeader.join(","));
    const ours = lines.filter((line) => line.includes("Hall <b>and</b> stairs"));
    expect(ours).toEqual([
      `${quote.number},1,Accepted,Pat Moe,Hall <b>and</b> stairs,2026-11-25,Walls,,"'=HYPERLINK(""http://evil.example"",""Click"")",2.5,room,450.00,1125.00,,yes,1125.00`,
      `${quote.number},1,Accepted,Pat Moe,Hall <b>and</b> stairs,2026-11-25,Walls,,"Closet, ""as is""",1,closet,120.00,120.00,yes,no,1125.00`,
    ]);
  });
});
