/**
 * The Activity page's entries in the owner's words: "Changed the phone number
 * from (651) 555-0100 to (651) 555-0199", "Published the post "Choosing
 * exterior paint"", "Hid the testimonial from Susan W.". Each names its
 * record; no table names, field keys or picture keys reach the page.
 */
import { isTextKey, textBlocks } from "~/features/content/page-texts";
import { profileSections } from "~/features/content/profile-sections";
import type { Change } from "~/lib/admin-form";
import { cityNameFromSlug } from "~/lib/city-name";
import { moneyText } from "~/lib/money";
import { profileChanges } from "./profile-words.server";

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
  lat: "latitude",
  lng: "longitude",
  intro: "introduction",
  housingStock: "the houses",
  climateNotes: "weather and paint",
  popularProjects: "popular projects",
  nearbyAreas: "nearby areas",
  listed: "a card in the list of cities",
  communities: "community",
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
  focus: "point kept in view",
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

/** A photo's focal point as saved ("0.3,0.62"), in words. */
function focusText(value: string): string {
  const [x, y] = value.split(",").map(Number);
  if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) return value;
  return `${Math.round(x * 100)}% from the left, ${Math.round(y * 100)}% from the top`;
}

function valueText(path: string, value: string): string {
  if (path === "jobValueCents") return value ? moneyText(Number(value)) : "";
  if (path === "focus") return value ? focusText(value) : "";
  if (value === "true") return "Yes";
  if (value === "false") return "No";
  return value;
}

/** Longer than this, a post's article is shown around its change (the log keeps it whole). */
const LONG_TEXT = 400;

/** A long value cut to the part around `start`, where the two versions begin to differ. */
function around(value: string, start: number): string {
  if (value.length <= LONG_TEXT) return value;
  const from = Math.max(0, start - 60);
  const to = Math.min(value.length, from + 240);
  return `${from > 0 ? "…" : ""}${value.slice(from, to)}${to < value.length ? "…" : ""}`;
}

/** Two versions of a value, the long ones cut to where they differ. */
function shown(before: string, after: string): { before: string; after: string } {
  if (before.length <= LONG_TEXT && after.length <= LONG_TEXT) return { before, after };
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  return { before: around(before, start), after: around(after, start) };
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
        ...(change.field === "body"
          ? shown(change.before, change.after)
          : { before: valueText(change.field, change.before), after: valueText(change.field, change.after) }),
      },
    ];
  });
}

/** "the post "Choosing paint"", or "a post" for an entry that does not name it. */
const titled = (kind: string, title: unknown) => (str(title) ? `the ${kind} "${str(title)}"` : `a ${kind}`);

/** The record an entry is about, named the way the owner knows it. */
function recordName(entity: string, row: Row): string {
  switch (entity) {
    case "testimonial":
      return `the testimonial from ${str(row.name) || "a customer"}`;
    case "job_opening":
      return titled("job opening", row.title);
    case "blog_post":
      return titled("post", row.title);
    case "blog_category":
      return titled("blog category", row.name);
    case "gallery_project":
      return titled("gallery project", row.title);
    case "contact_submission":
      return `the request from ${str(row.name) || "a customer"}`;
    case "nomination":
      return `the nomination from ${str(row.yourName) || "a neighbor"}`;
    case "business_profile":
      return "the business profile";
    case "faq_entry":
      return titled("question", row.question);
    case "service":
      return titled("service", row.title);
    case "city_page":
      return `the city page of ${str(row.name) || cityNameFromSlug(str(row.slug))}`;
    case "communities":
      return "the list of other communities";
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

/** A change to the business profile: the field it changed, or its section and fields, in the form's words. */
function profileWords(action: string, before: unknown, after: unknown): ActivityWords {
  const changes = profileChanges(before, after);
  const details = changes.map(({ label, before, after }) => ({ label, before, after }));
  const sections = [...new Set(changes.map((change) => profileSections[change.section].title))];
  const where = sections.length ? ` (${sections.join(", ")})` : "";
  if (action === "restore")
    return { text: `Brought back an earlier version of the business profile${where}`, details };
  const only = details.length === 1 ? details[0] : undefined;
  if (only?.before && only.after) {
    return { text: `Changed the ${only.label} from ${only.before} to ${only.after}`, details };
  }
  return {
    text: `Changed the business profile${where}${details.length ? `: ${details.map((d) => d.label).join(", ")}` : ""}`,
    details,
  };
}

/** One audit entry as a sentence, with the values it changed. */
export function describeActivity(entry: ActivityEntryInput): ActivityWords {
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  const row = Object.keys(after).length ? after : before;
  const { entity, action } = entry;
  const details = action === "delete" || entity === "business_profile" ? [] : activityDetails(before, after);
  if (entity === "contact_submission" || entity === "nomination") {
    return { text: leadWords(entity, action, before, after), details: action === "delete" ? [] : details };
  }
  if (entity === "business_profile") return profileWords(action, entry.before, entry.after);
  const name = recordName(entity, row);
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
      const said = Array.isArray(value)
        ? value.join(", ")
        : value === null || value === undefined
          ? ""
          : String(value);
      // A browser sends a text box's lines ending in CR LF: the same words as with LF alone.
      out.set(prefix, said.replace(/\r\n?/g, "\n"));
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
