/**
 * The business profile's fields in the owner's words, for the Activity page
 * and each section's history: "phone number", "Saturday", "link 2", each
 * value as the pages say it ("8:00 AM – 1:00 PM", "Book a visit on this
 * site"), never a field's path. Each word belongs to the section whose form
 * edits it, so a change can name its section and link to its history.
 */
import { type DayStatus, dayHoursText, dayName, exceptionLine, weekdayKeys } from "~/lib/opening-hours";
import { type SchedulingMode, schedulingLabels, socialIconLabels } from "~/lib/schemas/business-profile";
import type { ProfileSectionId } from "../profile-sections";

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Row) : {};
const text = (value: unknown) =>
  value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);

/** A value at a path of the profile ("business.address.city"), as text ("" when absent). */
const at = (path: string) => (profile: Row) => {
  let value: unknown = profile;
  for (const key of path.split(".")) value = asRow(value)[key];
  return text(value);
};

function dayText(profile: Row, day: (typeof weekdayKeys)[number]): string {
  const hours = asRow(asRow(asRow(profile.hours).weekly)[day]);
  if (!hours.status) return "";
  return dayHoursText({
    status: hours.status as DayStatus,
    opens: text(hours.opens),
    closes: text(hours.closes),
  });
}

function exceptionsText(profile: Row): string {
  const list = asRow(profile.hours).exceptions;
  if (!Array.isArray(list)) return "";
  return list
    .map((item) => {
      const row = asRow(item);
      // A day that is not a date (never saved so, but the log is read as it is) is said as written.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text(row.from)) || !/^(\d{4}-\d{2}-\d{2})?$/.test(text(row.to))) {
        return `${text(row.label)} (${text(row.from)})`;
      }
      const line = exceptionLine({
        label: text(row.label),
        from: text(row.from),
        to: text(row.to),
        opens: text(row.opens),
        closes: text(row.closes),
      });
      return `${line.label} (${line.dates}): ${line.hours}`;
    })
    .join("; ");
}

/** The profile keeps twelve links at most. */
const ordinals = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(
  " ",
);
const ordinal = (index: number) => ordinals[index] ?? `${index + 1}th`;

/** The social and other links, each as "Facebook: https://…" (its logo when it has one). */
function linkWords(profile: Row): [string, string][] {
  const links = Array.isArray(profile.socialLinks) ? profile.socialLinks : [];
  return links.map((item, index) => {
    const link = asRow(item);
    const logo = socialIconLabels[text(link.icon) as keyof typeof socialIconLabels];
    return [
      `${ordinal(index)} link`,
      `${text(link.name)}: ${text(link.href)}${logo ? ` (${logo} logo)` : ""}`,
    ];
  });
}

/** Each section's fields in the order its form shows them: the words, and how to read the value. */
const sectionWords: Record<ProfileSectionId, [string, (profile: Row) => string][]> = {
  contact: [
    ["phone number", at("business.phone.display")],
    ["e-mail address", at("business.email")],
    ["e-mail for job applications", at("business.careersEmail")],
    ["online booking page", at("bookingUrl")],
    [
      "schedule buttons open",
      (p) => schedulingLabels[text(p.scheduling) as SchedulingMode] ?? text(p.scheduling),
    ],
    ["street address", at("business.address.street")],
    ["city", at("business.address.city")],
    ["state", at("business.address.region")],
    ["ZIP code", at("business.address.postalCode")],
    ["country", at("business.address.country")],
  ],
  hours: [
    ...weekdayKeys.map((day): [string, (profile: Row) => string] => [
      `${dayName(day)} hours`,
      (p) => dayText(p, day),
    ]),
    ["holidays and other exceptions", exceptionsText],
  ],
  reputation: [
    ["rating", at("claims.rating")],
    ["number of reviews", at("claims.reviewCount")],
    ["review link", at("reviewUrl")],
  ],
  area: [
    ["office latitude", at("business.geo.lat")],
    ["office longitude", at("business.geo.lng")],
    ["city the radius is measured from", at("business.baseCity")],
    ["service radius (miles)", at("business.serviceRadiusMiles")],
    ["radius for search engines (meters)", at("business.serviceRadiusMeters")],
    ["time zone", at("business.timeZone")],
    ["time zone as people say it", at("business.timeZoneName")],
    ["cities named to search engines", at("structuredDataAreas")],
    ["counties served", at("serviceCounties")],
  ],
  promises: [
    ["happy customers", at("claims.customers")],
    ["satisfaction rate", at("claims.satisfactionRate")],
    ["years of experience", at("claims.yearsExperience")],
    ["years in business", at("claims.aboutYears")],
    ["warranty years", at("claims.warrantyYears")],
    ["insurance coverage", at("claims.insuranceCoverage")],
    ["license number", at("claims.licenseNumber")],
    ["how soon you answer", at("claims.responseTime")],
    ["how soon a quote comes", at("claims.quoteTime")],
  ],
  company: [
    ["business name", at("business.name")],
    ["short name", at("business.shortName")],
    ["legal name", at("business.legalName")],
    ["year founded", at("business.foundedYear")],
    ["price range", at("business.priceRange")],
    ["owner's first name", at("business.ownerFirstName")],
    ["owner's full name", at("business.ownerName")],
    ["trade association", at("business.association")],
    ["payment methods", at("business.paymentMethods")],
    ["sales tax on quotes (%)", at("business.quoteTaxPercent")],
    ["paint brands", at("business.paintBrands")],
  ],
  links: [],
};

/** One section's fields of a version of the profile, in words. */
function wordsOf(section: ProfileSectionId, profile: Row): [string, string][] {
  if (section === "links") return linkWords(profile);
  return sectionWords[section].map(([label, read]) => [label, read(profile)]);
}

export interface ProfileDetail {
  section: ProfileSectionId;
  label: string;
  before: string;
  after: string;
}

/** What a change to the profile changed, field by field in words, in the sections' order. */
export function profileChanges(before: unknown, after: unknown): ProfileDetail[] {
  const was = asRow(before);
  const is = asRow(after);
  return (Object.keys(sectionWords) as ProfileSectionId[]).flatMap((section) => {
    const old = new Map(wordsOf(section, was));
    const now = new Map(wordsOf(section, is));
    const labels = [...new Set([...old.keys(), ...now.keys()])];
    return labels.flatMap((label) => {
      const a = old.get(label) ?? "";
      const b = now.get(label) ?? "";
      return a === b ? [] : [{ section, label, before: a, after: b }];
    });
  });
}

/** The sections a change to the profile touched, in the sections' order. */
export function changedSections(before: unknown, after: unknown): ProfileSectionId[] {
  return [...new Set(profileChanges(before, after).map((change) => change.section))];
}
