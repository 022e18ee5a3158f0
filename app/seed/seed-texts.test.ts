import { describe, expect, it } from "vitest";
import { applyMailto } from "~/features/pages/careers";
import { fillFacts, fillFactsIn } from "~/lib/facts";
import { formatIsoDate, formatLastUpdated } from "~/lib/format-date";
import { idFromHash } from "~/lib/load-behaviours";
import { howWeWork, whyChooseUs } from "~/seed/about";
import { careerBenefits, hiringSteps, jobOpenings } from "~/seed/careers";
import { primaryCities } from "~/seed/cities";
import { faqItems } from "~/seed/faq";
import { comparisonRows, heroBadges, homeProcess, testimonials } from "~/seed/home";
import { scheduleAreas, scheduleOptions } from "~/seed/programs";
import { genericServiceDetail, serviceDetails, services } from "~/seed/services";
import { credentials, servicesProcess } from "~/seed/services-page";
import { claimSteps, commitmentBadges } from "~/seed/warranty";

describe("applyMailto", () => {
  it("puts the position title, encoded, in the subject", () => {
    const href = applyMailto("careers@example.com", "Drywall Specialist & Taper");
    expect(href.startsWith("mailto:careers@example.com?subject=")).toBe(true);
    const subject = new URL(href).searchParams.get("subject");
    expect(subject).toBe("Application: Drywall Specialist & Taper");
    expect(href).not.toContain(" ");
    expect(href).toContain("%26");
  });
});

describe("idFromHash", () => {
  it.each([
    ["", ""],
    ["#", ""],
    ["#interior-painting", "interior-painting"],
    ["cabinet-refinishing", "cabinet-refinishing"],
    ["#caf%C3%A9", "café"],
    ["#bad%E0%A4%A", "bad%E0%A4%A"],
  ])("%j -> %j", (hash, id) => {
    expect(idFromHash(hash)).toBe(id);
  });
});

describe("dates", () => {
  it("formats the Last Updated date as MMMM d, yyyy", () => {
    expect(formatLastUpdated(new Date(2026, 0, 5))).toEqual({ text: "January 5, 2026", iso: "2026-01-05" });
  });
  it("formats ISO listing dates without shifting the day", () => {
    expect(formatIsoDate("2025-04-01")).toBe("April 1, 2025");
    expect(formatIsoDate("2025-06-30")).toBe("June 30, 2025");
  });
});

describe("content modules hold what the pages promise", () => {
  it("has the nine services, six features each, each with its own detail text", () => {
    expect(services.map((s) => s.id)).toEqual([
      "interior-painting",
      "exterior-painting",
      "commercial-painting",
      "floor-coatings",
      "drywall-installation",
      "drywall-repair",
      "cabinet-refinishing",
      "popcorn-texture-removal",
      "texturing-services",
    ]);
    for (const s of services) {
      expect(s.features).toHaveLength(6);
      const detail = serviceDetails[s.id];
      expect(detail, s.id).toBeDefined();
      expect(detail?.process.length).toBeGreaterThan(0);
      expect(detail?.benefits.length).toBeGreaterThan(0);
      expect(detail?.additionalInfo).not.toBe(genericServiceDetail.additionalInfo);
    }
  });
  it("has the home page's counts", () => {
    expect(heroBadges).toHaveLength(5);
    expect(testimonials).toHaveLength(3);
    expect(comparisonRows.map((r) => r.feature)).toEqual([
      "Estimate by owner",
      "Work by owner",
      "Direct communication",
      "Consistent quality",
      "Accountability",
      "Oversight",
      "Pricing",
    ]);
    expect(homeProcess.map((s) => s.title)).toEqual([
      "Get Your Quote",
      "Choose Your Colors",
      "Professional Painting",
      "Final Walkthrough",
    ]);
  });
  it("has the other pages' counts", () => {
    expect(whyChooseUs).toHaveLength(8);
    expect(howWeWork).toHaveLength(6);
    expect(credentials).toHaveLength(4);
    expect(servicesProcess).toHaveLength(6);
    expect(faqItems).toHaveLength(10);
    expect(careerBenefits).toHaveLength(6);
    expect(jobOpenings.map((j) => j.title)).toEqual([
      "Experienced Painter",
      "Drywall Specialist",
      "Apprentice Painter",
      "Project Estimator",
    ]);
    expect(hiringSteps).toHaveLength(5);
    expect(claimSteps).toHaveLength(4);
    expect(commitmentBadges).toHaveLength(4);
    expect(scheduleOptions).toHaveLength(3);
    expect(scheduleAreas).toHaveLength(8);
  });
  it("has a city page for every area on the schedule page", () => {
    for (const name of scheduleAreas)
      expect(
        primaryCities.some((c) => c.name === name),
        name,
      ).toBe(true);
  });
});

describe("fixed texts quoting the business profile", () => {
  it("fill in the profile's figures, and nothing else", () => {
    const site = {
      claims: {
        warrantyYears: 5,
        insuranceCoverage: "$2M",
        yearsExperience: "20+",
        rating: 4.7,
        reviewCount: 1250,
        responseTime: "the same day",
        quoteTime: "by the next morning",
      },
      business: {
        name: "Northside Painting Co",
        shortName: "Northside",
        legalName: "Northside Painting Co Inc",
        ownerFirstName: "Dana",
        ownerName: "Dana Berg",
      },
    };
    expect(fillFacts("A {warrantyYears}-year warranty, insured up to {insuranceCoverage}.", site)).toBe(
      "A 5-year warranty, insured up to $2M.",
    );
    expect(fillFacts("{unknown} stays", site)).toBe("{unknown} stays");
    expect(fillFacts("We answer {responseTime} and quote {quoteTime}.", site)).toBe(
      "We answer the same day and quote by the next morning.",
    );
    expect(fillFactsIn([{ detail: "{rating} from {reviewCount} reviews", n: 1 }], site)).toEqual([
      { detail: "4.7 from 1,250 reviews", n: 1 },
    ]);
    expect(
      fillFacts("{legalName} ({businessName}, {shortName}): ask {ownerFirstName} ({ownerName}).", site),
    ).toBe("Northside Painting Co Inc (Northside Painting Co, Northside): ask Dana (Dana Berg).");
  });
});

describe("the services page's process (spec 000 §2, Services)", () => {
  it("has the six steps, the fourth being the professional application of materials", () => {
    expect(servicesProcess.map((step) => step.title.toLowerCase())).toEqual([
      "initial consultation & project assessment",
      "detailed quote & timeline planning",
      "surface preparation & protection",
      "professional application of materials",
      "quality inspection & touch-ups",
      "complete cleanup & walkthrough",
    ]);
  });
});
