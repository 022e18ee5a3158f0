/**
 * The Activity page's entries in the owner's words: "Changed the phone number
 * from (651) 555-0100 to (651) 555-0199", "Published the post "Choosing
 * exterior paint"", "Hid the testimonial from Susan W.". Each names its
 * record; no table names, field keys or picture keys reach the page.
 */
import { isTextKey, textBlocks } from "~/features/content/page-texts";
import type { Change } from "~/lib/admin-form";
import { cityNameFromSlug } from "~/lib/city-name";
import { moneyText } from "~/lib/money";

export interface ActivityEntryInput {
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface ActivityDetail {
  label: string;
  before: string;
  after: string;
}

export interface ActivityWords {
  text: string;
  details: ActivityDetail[];
}

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Row) : {};
const str = (value: unknown) => (typeof value === "string" ? value : "");

const statusWords: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  estimate_scheduled: "Estimate scheduled",
  won: "Won",
  lost: "Lost",
};

/** Fields the owner never sees as such: bookkeeping, or a twin of another (the phone's dialling form). */
const hiddenFields = /(^|\.)(id|position|revision|createdAt|updatedAt|e164|serviceRadiusMeters|status)$/;
/** Picture keys: said as a photo added, replaced or removed, never as the key. */
const pictureFields = /(^|\.)(image|beforeImage|heroImage)$/;

const fieldLabels: Record<string, string> = {
  "business.phone.display": "phone number",
  "business.email": "e-mail address",
  "business.name": "business name",
  "business.address.street": "street address",
  href: "web address",
  icon: "logo",
  alt: "picture description",
  beforeAlt: "before photo's description",
  heroAlt: "picture description",
  citySlug: "city page",
  citySlugs: "city pages",
  onHome: "shown on the home page",
  question: "question",
  answer: "answer",
  ownWords: "your words",
  mergedInto: "merged into",
  text: "what they said",
  location: "where they live",
  name: "name",
  title: "title",
  body: "article text",
  excerpt: "summary",
  slug: "address",
  publishAt: "publish date",
  seoTitle: "search title",
  seoDescription: "search description",
  ownerNote: "note",
  jobValueCents: "job value",
  value: "text",
};

/** A service's fields, named as its form names them (a social link's "icon" is its logo). */
const serviceFieldLabels: Record<string, string> = {
  icon: "icon",
  imageAlt: "picture description",
  features: "what's included",
  process: "process steps",
  benefits: "benefits",
  additionalInfo: "additional information",
  priceFrom: "price from",
  priceTo: "price up to",
  priceUnit: "price unit",
  inFooter: "listed in the footer",
};

/** A field's path as words: "hours.footer.1.hours" -> "footer hours, row 2". */
export function fieldLabel(path: string): string {
  const whole = serviceFieldLabels[path] ?? fieldLabels[path];
  if (whole) return whole;
  // A page text's words are its "value": a row of it is named by its place and field alone.
  const parts = path
    .split(".")
    .filter((part) => part !== "business" && part !== "claims" && !(part === "value" && path !== "value"));
  const rows = parts.filter((part) => /^\d+$/.test(part)).map((n) => `row ${Number(n) + 1}`);
  const words = parts
    .filter((part) => !/^\d+$/.test(part))
    .map((part) => (fieldLabels[part] ?? part.replace(/([a-z0-9])([A-Z])/g, "$1 $2")).toLowerCase());
  // "hours.footer.hours": the first word comes back last; say it once, at the end ("footer hours").
  const said =
    words.length > 2 && words[0] === words.at(-1)
      ? [...words.slice(1, -1), words[0]].join(" ")
      : words.join(" – ");
  return [said || path, ...rows].join(", ");
}

function pictureChange(label: string, before: string, after: string): ActivityDetail {
  const what = label === "beforeImage" ? "before photo" : "photo";
  const state = !before ? "added" : !after ? "removed" : "replaced";
  return { label: what, before: "", after: state };
}

function valueText(path: string, value: string): string {
  if (path === "jobValueCents") return value ? moneyText(Number(value)) : "";
  if (value === "true") return "Yes";
  if (value === "false") return "No";
  return value;
}

/** The changed values, in words, without what the owner never sees. */
export function activityDetails(before: unknown, after: unknown): ActivityDetail[] {
  return changesOf(before, after).flatMap((change) => {
    if (pictureFields.test(change.field)) {
      return [pictureChange(change.field.split(".").pop() ?? "", change.before, change.after)];
    }
    if (hiddenFields.test(change.field) || /(^|\.)hidden$/.test(change.field)) return [];
    return [
      {
        label: fieldLabel(change.field),
        before: valueText(change.field, change.before),
        after: valueText(change.field, change.after),
      },
    ];
  });
}

/** The record an entry is about, named the way the owner knows it. */
function recordName(entity: string, row: Row): string {
  switch (entity) {
    case "testimonial":
      return `the testimonial from ${str(row.name) || "a customer"}`;
    case "job_opening":
      return `the job opening "${str(row.title)}"`;
    case "blog_post":
      return `the post "${str(row.title)}"`;
    case "blog_category":
      return `the blog category "${str(row.name)}"`;
    case "gallery_project":
      return `the gallery project "${str(row.title)}"`;
    case "contact_submission":
      return `the request from ${str(row.name) || "a customer"}`;
    case "nomination":
      return `the nomination from ${str(row.yourName) || "a neighbor"}`;
    case "business_profile":
      return "the business profile";
    case "faq_entry":
      return `the question "${str(row.question)}"`;
    case "service":
      return `the service "${str(row.title)}"`;
    case "city_page":
      return `the city page of ${cityNameFromSlug(str(row.slug))}`;
    case "page_text": {
      const key = str(row.key);
      return isTextKey(key)
        ? `the ${textBlocks[key].page.name.toLowerCase()}'s "${textBlocks[key].title}"`
        : "a page's text";
    }
    default:
      return "a photo";
  }
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function leadWords(entity: string, action: string, before: Row, after: Row): string {
  const name = recordName(entity, Object.keys(after).length ? after : before);
  if (action === "delete") return `Deleted ${name}`;
  if (action === "ask-review") return `Asked ${str(after.name) || "the customer"} for a review`;
  const parts: string[] = [];
  const value = typeof after.jobValueCents === "number" ? ` (${moneyText(after.jobValueCents)})` : "";
  if (before.status !== after.status)
    parts.push(`marked ${name} ${statusWords[str(after.status)] ?? ""}${value}`);
  else if (before.jobValueCents !== after.jobValueCents)
    parts.push(`changed the job value of ${name} to ${value.slice(2, -1) || "nothing"}`);
  if (before.ownerNote !== after.ownerNote)
    parts.push(parts.length ? "edited its note" : `edited the note on ${name}`);
  return capital(parts.join(" and ") || `Saved ${name} unchanged`);
}

/** One audit entry as a sentence, with the values it changed. */
export function describeActivity(entry: ActivityEntryInput): ActivityWords {
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  const row = Object.keys(after).length ? after : before;
  const details = entry.action === "delete" ? [] : activityDetails(entry.before, entry.after);
  const { entity, action } = entry;
  if (entity === "contact_submission" || entity === "nomination") {
    return { text: leadWords(entity, action, before, after), details: action === "delete" ? [] : details };
  }
  const name = recordName(entity, row);
  if (entity === "business_profile") {
    const only = details.length === 1 ? details[0] : undefined;
    if (only?.before && only.after) {
      return { text: `Changed the ${only.label} from ${only.before} to ${only.after}`, details };
    }
    return {
      text: `Changed the business profile${details.length ? `: ${details.map((d) => d.label).join(", ")}` : ""}`,
      details,
    };
  }
  let text: string;
  switch (action) {
    case "create":
      text =
        entity === "gallery_project"
          ? `Added a job photo to the gallery: "${str(row.title)}"`
          : entity === "blog_post"
            ? str(row.status) === "published"
              ? `Published ${name}`
              : str(row.status) === "scheduled"
                ? `Scheduled ${name}`
                : `Saved a draft of ${name}`
            : `Added ${name}`;
      return { text, details: [] };
    case "publish":
      text = `Published ${name}`;
      break;
    case "schedule":
      text = `Scheduled ${name}`;
      break;
    case "unpublish":
      text = `Took ${name} off the site`;
      break;
    case "hide":
      text = `Hid ${name}`;
      break;
    case "show":
      text = `Showed ${name} on the site again`;
      break;
    case "move up":
    case "move down":
      text = `Moved ${name} ${action === "move up" ? "up" : "down"} the list`;
      break;
    case "delete":
      text = `Deleted ${name}`;
      break;
    case "restore":
      text = `Brought back an earlier version of ${name}`;
      break;
    default:
      text = `Edited ${name}`;
  }
  const moved = action.startsWith("move") || action === "hide" || action === "show";
  return { text, details: moved ? [] : details };
}

/** The fields that differ between two saved versions, flattened to paths (business.phone.display). */
export function changesOf(before: unknown, after: unknown): Change[] {
  const flat = (value: unknown, prefix = "", out = new Map<string, string>()) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) flat(inner, prefix ? `${prefix}.${key}` : key, out);
    } else if (Array.isArray(value) && value.some((item) => item !== null && typeof item === "object")) {
      for (const [index, item] of value.entries()) flat(item, `${prefix}.${index}`, out);
    } else if (prefix) {
      out.set(
        prefix,
        Array.isArray(value) ? value.join(", ") : value === null || value === undefined ? "" : String(value),
      );
    }
    return out;
  };
  const a = flat(before);
  const b = flat(after);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((field) => (a.get(field) ?? "") !== (b.get(field) ?? ""))
    .map((field) => ({ field, before: a.get(field) ?? "", after: b.get(field) ?? "" }));
}
