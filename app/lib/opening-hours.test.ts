import { describe, expect, it } from "vitest";
import { seedBusinessProfile } from "~/seed/site";
import {
  clockText,
  exceptionLinesSoon,
  exceptionsAhead,
  type OpeningHours,
  openingHoursSpecification,
  specialOpeningHoursSpecification,
  weekdayKeys,
  weeklyFromLegacy,
  weeklyLines,
} from "./opening-hours";
import { businessProfileSchema, storedProfileSchema } from "./schemas/business-profile";
import { localBusinessJsonLd } from "./seo";

const open = (opens: string, closes: string) => ({ status: "open" as const, opens, closes });
const closed = { status: "closed" as const, opens: "", closes: "" };
const byAppointment = { status: "appointment" as const, opens: "", closes: "" };

function week(days: Partial<OpeningHours["weekly"]>, rest = closed): OpeningHours["weekly"] {
  return Object.fromEntries(weekdayKeys.map((day) => [day, days[day] ?? rest])) as OpeningHours["weekly"];
}

const seed = businessProfileSchema.parse(seedBusinessProfile("https://book.example/estimate"));

describe("the hours as the pages write them", () => {
  it("write times on a 12-hour clock", () => {
    expect(clockText("08:00")).toBe("8:00 AM");
    expect(clockText("00:30")).toBe("12:30 AM");
    expect(clockText("12:00")).toBe("12:00 PM");
    expect(clockText("18:45")).toBe("6:45 PM");
  });

  it("group consecutive days with the same hours, Monday first", () => {
    expect(weeklyLines(seed.hours).map((line) => `${line.days} ${line.hours}`)).toEqual([
      "Mon–Fri 8:00 AM – 6:00 PM",
      "Sat 9:00 AM – 4:00 PM",
      "Sun Closed",
    ]);
    expect(weeklyLines(seed.hours)[0]?.daysLong).toBe("Monday to Friday");
  });

  it("keep days apart when a day between them differs, and join two days with &", () => {
    const lines = weeklyLines({
      weekly: week({
        monday: open("08:00", "18:00"),
        tuesday: open("08:00", "18:00"),
        wednesday: open("10:00", "14:00"),
        thursday: open("08:00", "18:00"),
        friday: open("08:00", "18:00"),
        saturday: byAppointment,
      }),
    });
    expect(lines.map((line) => `${line.days} ${line.hours}`)).toEqual([
      "Mon & Tue 8:00 AM – 6:00 PM",
      "Wed 10:00 AM – 2:00 PM",
      "Thu & Fri 8:00 AM – 6:00 PM",
      "Sat By appointment",
      "Sun Closed",
    ]);
    expect(lines[0]?.daysLong).toBe("Monday and Tuesday");
  });
});

describe("exceptions", () => {
  const hours: OpeningHours = {
    weekly: seed.hours.weekly,
    exceptions: [
      { label: "Christmas", from: "2026-12-24", to: "2026-12-25", opens: "", closes: "" },
      { label: "Thanksgiving", from: "2026-11-26", to: "", opens: "", closes: "" },
      { label: "Black Friday", from: "2026-11-27", to: "", opens: "09:00", closes: "13:00" },
      { label: "Last year", from: "2025-12-25", to: "", opens: "", closes: "" },
    ],
  };

  it("count those not over yet, soonest first", () => {
    expect(exceptionsAhead(hours, "2026-11-26").map((e) => e.label)).toEqual([
      "Thanksgiving",
      "Black Friday",
      "Christmas",
    ]);
    // A run of days still counts on its last day.
    expect(exceptionsAhead(hours, "2026-12-25").map((e) => e.label)).toEqual(["Christmas"]);
  });

  it("are announced on the pages from a month ahead, with their dates and hours", () => {
    expect(exceptionLinesSoon(hours, "2026-11-25")).toEqual([
      { label: "Thanksgiving", dates: "Thu, Nov 26", hours: "Closed" },
      { label: "Black Friday", dates: "Fri, Nov 27", hours: "9:00 AM – 1:00 PM" },
      { label: "Christmas", dates: "Thu, Dec 24 – Fri, Dec 25", hours: "Closed" },
    ]);
    // Christmas is more than a month away on November 20.
    expect(exceptionLinesSoon(hours, "2026-11-20").map((line) => line.label)).toEqual([
      "Thanksgiving",
      "Black Friday",
    ]);
    expect(exceptionLinesSoon(hours, "2026-10-01")).toEqual([]);
  });

  it("are checked: a last day before the first, one time without the other", () => {
    const parse = (exception: Record<string, string>) =>
      businessProfileSchema.safeParse({
        ...seed,
        hours: { weekly: seed.hours.weekly, exceptions: [exception] },
      });
    const backwards = parse({ label: "Trip", from: "2026-07-10", to: "2026-07-01" });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["hours", "exceptions", 0, "to"],
      message: "The last day comes after the first.",
    });
    const half = parse({ label: "Short day", from: "2026-07-03", opens: "09:00" });
    expect(half.error?.issues[0]?.message).toBe("Give both times, or neither for closed.");
    expect(parse({ label: "Trip", from: "2026-07-01", to: "2026-07-01" }).data?.hours.exceptions[0]?.to).toBe(
      "",
    );
  });
});

describe("a weekly day is checked", () => {
  it("needs both times when open, closing after opening, and drops times of a closed day", () => {
    const parse = (saturday: Record<string, string>) =>
      businessProfileSchema.safeParse({
        ...seed,
        hours: { ...seed.hours, weekly: { ...seed.hours.weekly, saturday } },
      });
    expect(parse({ status: "open", opens: "09:00", closes: "" }).error?.issues[0]).toMatchObject({
      path: ["hours", "weekly", "saturday", "closes"],
      message: "When do you close?",
    });
    expect(parse({ status: "open", opens: "14:00", closes: "09:00" }).error?.issues[0]?.message).toBe(
      "Closing time comes after opening.",
    );
    expect(parse({ status: "closed", opens: "09:00", closes: "13:00" }).data?.hours.weekly.saturday).toEqual(
      closed,
    );
  });
});

describe("the hours for search engines", () => {
  it("list the open days, grouped by the same hours; closed and by-appointment days are left out", () => {
    expect(
      openingHoursSpecification({
        weekly: week({
          monday: open("08:00", "18:00"),
          tuesday: open("08:00", "18:00"),
          thursday: open("08:00", "18:00"),
          saturday: open("09:00", "16:00"),
          sunday: byAppointment,
        }),
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Thursday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
  });

  it("name the exceptions ahead as special hours, a closed day as 00:00 to 00:00", () => {
    const hours: OpeningHours = {
      weekly: seed.hours.weekly,
      exceptions: [
        { label: "Thanksgiving", from: "2026-11-26", to: "", opens: "", closes: "" },
        { label: "Christmas Eve", from: "2026-12-24", to: "", opens: "08:00", closes: "12:00" },
        { label: "Over", from: "2026-01-01", to: "", opens: "", closes: "" },
      ],
    };
    expect(specialOpeningHoursSpecification(hours, "2026-11-24")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "Thanksgiving",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "Christmas Eve",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "08:00",
        closes: "12:00",
      },
    ]);
  });

  it("are what the business's structured data says, with its one rating and review count", () => {
    const site = {
      ...seed,
      siteUrl: "https://www.example.com",
      today: "2026-11-24",
      hours: {
        ...seed.hours,
        exceptions: [{ label: "Thanksgiving", from: "2026-11-26", to: "", opens: "", closes: "" }],
      },
    };
    const business = localBusinessJsonLd(site);
    expect(business.openingHoursSpecification).toEqual(openingHoursSpecification(seed.hours));
    expect(business.specialOpeningHoursSpecification).toEqual(
      specialOpeningHoursSpecification(site.hours, site.today),
    );
    // Spec 000 §9: 127 reviews in the structured data, beside the 4.8 rating (its seed reading).
    expect(business.aggregateRating).toMatchObject({ ratingValue: "4.8", reviewCount: 127 });
    // Nothing ahead: no special hours at all.
    expect(localBusinessJsonLd({ ...site, today: "2027-01-01" })).not.toHaveProperty(
      "specialOpeningHoursSpecification",
    );
  });
});

describe("a profile an older version stored", () => {
  const legacy = {
    ...seed,
    claims: {
      ...seed.claims,
      rating: undefined,
      reviewCount: undefined,
      customers: undefined,
      homeRating: "4.9",
      aboutRating: "4.8",
      structuredDataRating: "4.7",
      heroReviewCount: "190+",
      structuredDataReviewCount: 127,
      cityReviewCount: "200+",
      homeCustomers: "720+",
      aboutCustomers: "1,200+",
    },
    hours: {
      footer: [{ label: "Mon-Fri", hours: "8:00 AM-6:00 PM" }],
      contactPage: [{ label: "Monday - Friday", hours: "7:00 AM - 6:00 PM" }],
      schedulePage: [{ label: "Saturday", hours: "9:00 AM - 4:00 PM" }],
      structuredData: [
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:30", closes: "17:00" },
        { days: ["Saturday"], opens: "08:00", closes: "13:00" },
      ],
    },
  };
  for (const key of ["rating", "reviewCount", "customers"] as const) delete legacy.claims[key];

  it("keeps the hours the owner gave search engines, as the one weekly schedule", () => {
    const profile = storedProfileSchema.parse(legacy);
    expect(weeklyLines(profile.hours).map((line) => `${line.days} ${line.hours}`)).toEqual([
      "Mon–Fri 7:30 AM – 5:00 PM",
      "Sat 8:00 AM – 1:00 PM",
      "Sun Closed",
    ]);
    expect(profile.hours.exceptions).toEqual([]);
    expect(weeklyFromLegacy([]).sunday).toEqual(closed);
  });

  it("keeps the checked rating and review count, and the home page's customers", () => {
    const { claims } = storedProfileSchema.parse(legacy);
    expect(claims).toMatchObject({ rating: 4.7, reviewCount: 127, customers: "720+" });
    expect(claims).not.toHaveProperty("homeRating");
  });

  it("leaves a current profile as it is", () => {
    expect(storedProfileSchema.parse(seed)).toEqual(seed);
  });
});
