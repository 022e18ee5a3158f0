import { e164 } from "~/lib/schemas/business-profile";

/**
 * The text messages the owner sends a customer from his own phone: the
 * wording he keeps (with placeholders such as {first name}), filled in for
 * one lead, and the `sms:` address that opens his phone's messages with it.
 * There is no texting service: his phone sends it. A service added later
 * would send the same `renderTextMessage` result.
 */

export const textTemplateKeys = ["acknowledge", "onMyWay", "followUp", "reviewRequest"] as const;
export type TextTemplateKey = (typeof textTemplateKeys)[number];
export type TextTemplates = Record<TextTemplateKey, string>;

/** What each message is for, as the lead card's buttons and the settings name it. */
export const textTemplateLabels: Record<TextTemplateKey, string> = {
  acknowledge: "Got your request",
  onMyWay: "On my way",
  followUp: "Follow up",
  reviewRequest: "Ask for a review",
};

export const defaultTextTemplates: TextTemplates = {
  acknowledge:
    "Hi {first name}, this is {owner name} with {business name}. Got your request for {service}. I'll call you today to set up a time to come take a look.",
  onMyWay: "Hi {first name}, {owner name} from {business name} here. I'm on my way and should be there soon.",
  followUp:
    "Hi {first name}, {owner name} with {business name} checking in about your {service} project. Any questions about the estimate? Happy to help.",
  reviewRequest:
    "Hi {first name}, thank you for choosing {business name}! If you have a minute, a review would mean a lot to us: {review link}",
};

/** The placeholders a message may hold, and what each becomes (shown to the owner as written here). */
export const textPlaceholders = [
  { name: "first name", means: "the customer's first name" },
  { name: "service", means: "what they asked for, e.g. interior painting" },
  { name: "owner name", means: "your first name, from the business profile" },
  { name: "business name", means: "the business's name" },
  { name: "business phone", means: "the business's phone number" },
  { name: "review link", means: "your review link, from the business profile" },
] as const;

type PlaceholderName = (typeof textPlaceholders)[number]["name"];

export const TEXT_TEMPLATE_MAX = 600;

/** Placeholders in a message that are not one of the list (a typo such as {frist name}). */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(textPlaceholders.map((p) => p.name));
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => normalName(m[1] ?? ""));
  return [...new Set(found.filter((name) => !known.has(name)))];
}

function normalName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

export interface TextMessageFacts {
  customerName: string;
  service: string;
  ownerFirstName: string;
  businessName: string;
  businessPhone: string;
  reviewUrl: string;
}

/** The first word of a name as typed ("mary ann smith" is "mary"), or "there" when none was given. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "there";
}

/** A message with its placeholders filled in for one customer (any case and spacing: {First Name}). */
export function renderTextMessage(template: string, facts: TextMessageFacts): string {
  const values: Record<PlaceholderName, string> = {
    "first name": firstName(facts.customerName),
    service: facts.service.trim().toLowerCase() || "painting",
    "owner name": facts.ownerFirstName,
    "business name": facts.businessName,
    "business phone": facts.businessPhone,
    "review link": facts.reviewUrl,
  };
  return template.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const value = values[normalName(name) as PlaceholderName];
    return value === undefined ? whole : value;
  });
}

/**
 * The `sms:` address that opens the phone's messages to `phone` with `body`
 * written in. `?&body=` is the form both iPhones and Android phones read.
 * Undefined when the number has no digits. An extension ("x5", "ext. 12")
 * is an office line's, not a phone's: it is left out of the number.
 */
export function smsHref(phone: string, body: string): string | undefined {
  const line = phone.replace(/\s*(?:x|ext\.?|extension|#)\s*\d+\s*$/i, "");
  const digits = line.replace(/\D/g, "");
  if (digits.length < 7) return undefined;
  const international = line.trim().startsWith("+");
  const northAmerican = digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
  const number = international ? `+${digits}` : northAmerican ? e164(digits) : digits;
  return `sms:${number}?&body=${encodeURIComponent(body)}`;
}

/** The owner's wording where he has changed it, the defaults elsewhere. */
export function textTemplatesFrom(saved: Record<string, string> | null | undefined): TextTemplates {
  const templates = { ...defaultTextTemplates };
  for (const key of textTemplateKeys) {
    const value = saved?.[key];
    if (typeof value === "string" && value.trim()) templates[key] = value;
  }
  return templates;
}
