/** The Activity page's wording (activity-words.server.ts): the owner's words, naming the record, no keys. */
import { describe, expect, it } from "vitest";
import { describeActivity, fieldLabel } from "./activity-words.server";

const profile = (display: string) => ({
  business: { name: "Novak Painting", phone: { display, e164: `+1${display.replace(/\D/g, "")}` } },
});

describe("the activity log in the owner's words", () => {
  it("says what changed in the business profile, from what to what", () => {
    expect(
      describeActivity({
        entity: "business_profile",
        action: "update",
        before: profile("(651) 555-0100"),
        after: profile("(651) 555-0199"),
      }).text,
    ).toBe("Changed the phone number from (651) 555-0100 to (651) 555-0199");
  });

  it("names the post, the testimonial and the project it is about", () => {
    const post = { id: "9f1", title: "Choosing exterior paint", status: "published", heroImage: "blog/x" };
    expect(describeActivity({ entity: "blog_post", action: "publish", before: post, after: post }).text).toBe(
      'Published the post "Choosing exterior paint"',
    );
    const susan = { id: "1", name: "Susan W.", position: 3, hidden: false };
    expect(
      describeActivity({
        entity: "testimonial",
        action: "hide",
        before: susan,
        after: { ...susan, hidden: true },
      }),
    ).toEqual({ text: "Hid the testimonial from Susan W.", details: [] });
    expect(
      describeActivity({
        entity: "gallery_project",
        action: "create",
        before: null,
        after: { title: "Sage kitchen cabinets", image: "media/0b5e", position: 0 },
      }).text,
    ).toBe('Added a job photo to the gallery: "Sage kitchen cabinets"');
  });

  it("says a photo was replaced, and never shows ids, positions or picture keys", () => {
    const words = describeActivity({
      entity: "gallery_project",
      action: "update",
      before: { id: "a", title: "Porch", image: "media/11bef", beforeImage: "", position: 1 },
      after: { id: "a", title: "Front porch", image: "media/22cd", beforeImage: "media/33aa", position: 2 },
    });
    expect(words.text).toBe('Edited the gallery project "Front porch"');
    expect(words.details).toEqual([
      { label: "title", before: "Porch", after: "Front porch" },
      { label: "photo", before: "", after: "replaced" },
      { label: "before photo", before: "", after: "added" },
    ]);
    expect(JSON.stringify(words)).not.toMatch(/media\/|beforeImage|position|"id"/);
  });

  it("tells the owner's work on leads: a status with the job's value, a note, a delete, a review", () => {
    const lead = { name: "Chris Olson", status: "contacted", ownerNote: "", jobValueCents: null };
    const won = { ...lead, status: "won", jobValueCents: 845_000 };
    expect(
      describeActivity({ entity: "contact_submission", action: "update", before: lead, after: won }).text,
    ).toBe("Marked the request from Chris Olson Won ($8,450)");
    const noted = { ...lead, ownerNote: "Wants the deck too" };
    const note = describeActivity({
      entity: "contact_submission",
      action: "update",
      before: lead,
      after: noted,
    });
    expect(note.text).toBe("Edited the note on the request from Chris Olson");
    expect(note.details).toEqual([{ label: "note", before: "", after: "Wants the deck too" }]);
    expect(
      describeActivity({ entity: "contact_submission", action: "delete", before: lead, after: null }).text,
    ).toBe("Deleted the request from Chris Olson");
    expect(
      describeActivity({ entity: "contact_submission", action: "ask-review", before: won, after: won }).text,
    ).toBe("Asked Chris Olson for a review");
  });

  it("turns a field's path into words", () => {
    expect(fieldLabel("hours.footer.1.hours")).toBe("footer hours, row 2");
    expect(fieldLabel("claims.warrantyYears")).toBe("warranty years");
    expect(fieldLabel("business.address.street")).toBe("street address");
    expect(fieldLabel("value")).toBe("text");
    expect(fieldLabel("value.2.title")).toBe("title, row 3");
  });
});
