import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { seedBusinessProfile } from "~/seed/site";
import { goLiveChecks, isExampleDomain, isFictionalPhone } from "./go-live";

const drawing = { key: "gallery/garage-1", sample: true };
const photo = { key: "media/2f1e0d9c-8b7a-4a69-9e5d-4c3b2a1f0e9d" };
const seedBusiness = seedBusinessProfile("").business;
const own = {
  phone: { display: "(651) 426-8812" },
  email: "alex@novakpainting.com",
  careersEmail: "jobs@novakpainting.com",
};

describe("isFictionalPhone", () => {
  it("knows the range kept for fiction, with or without the area code", () => {
    expect(isFictionalPhone(seedBusiness.phone.display)).toBe(true);
    expect(isFictionalPhone("(612) 555-0199")).toBe(true);
    expect(isFictionalPhone("+1 651 555 0100")).toBe(true);
    expect(isFictionalPhone("555-0142")).toBe(true);
  });

  it("leaves real numbers alone, 555 ones outside the range too", () => {
    expect(isFictionalPhone("(651) 426-8812")).toBe(false);
    expect(isFictionalPhone("(651) 555-0200")).toBe(false);
    expect(isFictionalPhone("(651) 555-1234")).toBe(false);
  });
});

describe("isExampleDomain", () => {
  it("knows the domains reserved for examples", () => {
    expect(isExampleDomain("advancedpainting.example")).toBe(true);
    expect(isExampleDomain("www.advancedpainting.example")).toBe(true);
    expect(isExampleDomain("example.com")).toBe(true);
    expect(isExampleDomain("shop.EXAMPLE.org")).toBe(true);
    expect(isExampleDomain("painters.test")).toBe(true);
  });

  it("leaves real ones alone", () => {
    expect(isExampleDomain("novakpainting.com")).toBe(false);
    expect(isExampleDomain("myexample.com")).toBe(false);
    expect(isExampleDomain("example.painting")).toBe(false);
  });
});

describe("goLiveChecks", () => {
  it("on a fresh install lists the samples, the made-up phone, e-mails and address", () => {
    const items = goLiveChecks({
      gallery: [
        { image: drawing, before: null },
        { image: drawing, before: null },
        { image: photo, before: { image: drawing } },
        { image: photo, before: null },
      ],
      posts: [{ image: drawing }, { image: photo }],
      business: seedBusiness,
      bookingUrl: DEFAULT_BOOKING_URL,
      reviewUrl: "",
      siteUrl: DEFAULT_SITE_URL,
      mailReady: false,
    });
    expect(items.map((item) => item.id)).toEqual([
      "gallery",
      "blog",
      "phone",
      "email",
      "booking",
      "review",
      "site",
      "mail",
    ]);
    expect(items[0]).toMatchObject({
      text: "3 sample pictures are still shown in the gallery: replace them with photos of your own work.",
      to: "/admin/content/gallery",
    });
    expect(items[1]?.text).toBe("1 blog post still has a sample picture.");
    expect(items[2]?.text).toContain(seedBusiness.phone.display);
    expect(items[3]?.text).toContain(
      `${seedBusiness.email} and ${seedBusiness.careersEmail} are made-up ones`,
    );
    // Each detail of the profile links straight to its field, in its section.
    expect(items.slice(2, 6).map((item) => item.to)).toEqual([
      "/admin/content/profile/contact#field-business.phone.display",
      "/admin/content/profile/contact#field-business.email",
      "/admin/content/profile/contact#field-bookingUrl",
      "/admin/content/profile/reputation#field-reviewUrl",
    ]);
    // The server's own settings have no page in the admin, and the text names no setting.
    expect(items[6]?.to).toBeUndefined();
    expect(items[7]?.to).toBeUndefined();
    expect(items[7]?.text).not.toMatch(/SMTP|SITE_URL/);
  });

  it("names no made-up booking page once the Schedule buttons book on this site", () => {
    const input = {
      gallery: [],
      posts: [],
      business: seedBusiness,
      bookingUrl: DEFAULT_BOOKING_URL,
      reviewUrl: "",
      siteUrl: DEFAULT_SITE_URL,
      mailReady: false,
    };
    expect(goLiveChecks(input).map((item) => item.id)).toContain("booking");
    expect(goLiveChecks({ ...input, scheduling: "here" }).map((item) => item.id)).not.toContain("booking");
  });

  it("counts one picture in the singular", () => {
    const [item] = goLiveChecks({
      gallery: [{ image: drawing, before: null }],
      posts: [],
      business: own,
      bookingUrl: "https://novakpainting.com/book",
      reviewUrl: "https://g.page/r/novak/review",
      siteUrl: "https://www.novakpainting.com",
      mailReady: true,
    });
    expect(item?.text).toBe(
      "1 sample picture is still shown in the gallery: replace it with a photo of your own work.",
    );
  });

  it("is empty once everything is the owner's own", () => {
    expect(
      goLiveChecks({
        gallery: [{ image: photo, before: { image: photo } }],
        posts: [{ image: photo }],
        business: own,
        bookingUrl: "https://novakpainting.com/book",
        reviewUrl: "https://g.page/r/novak/review",
        siteUrl: "https://www.novakpainting.com",
        mailReady: true,
      }),
    ).toEqual([]);
  });
});
