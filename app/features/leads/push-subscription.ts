/**
 * The owner's phone alerts, as the browser and the server both see them:
 * what one alert says, and the name a subscribed device is listed under.
 */

/** What the server sends and the worker shows (the push message's body, as JSON). */
export interface PushAlert {
  title: string;
  body: string;
  /** One per lead: an alert sent again replaces the earlier one instead of adding a second. */
  tag: string;
  /** The admin page a tap opens. */
  url: string;
}

export const ALERT_LIMITS = { name: 40, service: 40, town: 30, title: 80, body: 120 } as const;

/** Text cut to `max` characters (whole words when it can), with an ellipsis when cut; spaces folded. */
export function clip(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function joinParts(parts: (string | undefined)[]): string {
  return clip(parts.filter((part): part is string => Boolean(part)).join(" · "), ALERT_LIMITS.body);
}

export interface ContactAlertInput {
  id: string;
  name: string;
  service: string;
  /** The ZIP code or town the visitor typed (may be empty). */
  location: string;
}

/** "New estimate request from Dana Smith" / "Interior Painting · Shoreview". */
export function contactAlert(lead: ContactAlertInput): PushAlert {
  const name = clip(lead.name, ALERT_LIMITS.name) || "a visitor";
  return {
    title: clip(`New estimate request from ${name}`, ALERT_LIMITS.title),
    body: joinParts([clip(lead.service, ALERT_LIMITS.service), clip(lead.location, ALERT_LIMITS.town)]),
    tag: `lead-contact-${lead.id}`,
    url: "/admin",
  };
}

export interface NominationAlertInput {
  id: string;
  yourName: string;
  nomineeName: string;
  nomineeAddress: string;
}

/** "New nomination from Pat Lee" / "Nomination · for Sam Ortiz · Shoreview". */
export function nominationAlert(lead: NominationAlertInput): PushAlert {
  const name = clip(lead.yourName, ALERT_LIMITS.name) || "a visitor";
  const nominee = clip(lead.nomineeName, ALERT_LIMITS.name);
  return {
    title: clip(`New nomination from ${name}`, ALERT_LIMITS.title),
    body: joinParts(["Nomination", nominee ? `for ${nominee}` : undefined, townOf(lead.nomineeAddress)]),
    tag: `lead-nomination-${lead.id}`,
    url: "/admin?tab=nominations",
  };
}

/**
 * The town of a simple street address ("12 Elm St, Shoreview, MN 55126" or
 * "12 Elm St, Shoreview MN"): the part after the street, without the state
 * and ZIP code. Anything else (no comma, digits where the town should be)
 * gives nothing rather than a wrong town.
 */
export function townOf(address: string): string | undefined {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  const town = (parts[1] ?? "")
    .replace(/\s+\d{5}(?:-\d{4})?$/, "")
    .replace(/\s+(?:MN|Minn\.?|Minnesota)$/i, "")
    .trim();
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(town) || town.length > ALERT_LIMITS.town) return undefined;
  return town;
}

/** A device's name from its browser's user agent (shared with the signed-in devices list). */
export { deviceLabel } from "~/lib/device-label";
