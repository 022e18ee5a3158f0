import { utmKeys } from "~/features/insights";
import { formatLeadDate } from "~/features/leads/lead-date";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import type { UtmParams } from "~/server/db/schema.server";
import type { OutgoingMail } from "~/server/email.server";

/** The e-mails sent about a new lead: the owner's notification and the visitor's confirmation. */

export interface ContactLead {
  kind: "contact";
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  /** The optional project details (absent on requests stored before they existed). */
  location?: string;
  inServiceArea?: boolean | null;
  distanceMiles?: number | null;
  timing?: string;
  photoCount?: number;
  /** Photos sent with it that could not be used. */
  refusedPhotos?: { name: string; reason: string }[];
  sourcePath: string | null;
  referrer: string | null;
  utm: UtmParams;
}

export interface NominationLead {
  kind: "nomination";
  id: string;
  createdAt: Date;
  yourName: string;
  yourEmail: string;
  yourPhone: string;
  nomineeName: string;
  nomineeAddress: string;
  nomineePhone: string | null;
  relationship: string;
  reason: string;
  sourcePath: string | null;
  referrer: string | null;
  utm: UtmParams;
}

export type Lead = ContactLead | NominationLead;

function lines(pairs: [string, string][]): string {
  const width = Math.max(...pairs.map(([label]) => label.length)) + 2;
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join("\n");
}

function origin(lead: Lead): string {
  const utm = utmKeys
    .filter((key) => lead.utm[key])
    .map((key) => `${key}=${lead.utm[key]}`)
    .join(", ");
  return lines([
    ["Page", lead.sourcePath ?? "unknown"],
    ["Referrer", lead.referrer ?? "none (direct visit or not recorded)"],
    ["UTM", utm || "none"],
  ]);
}

/** What the e-mails say of the business: the profile as it is when they are sent, and the site's address. */
export interface MailContext {
  siteUrl: string;
  profile: Pick<BusinessProfile, "business" | "claims">;
}

function received(lead: Lead, { business }: MailContext["profile"]): string {
  return `${formatLeadDate(lead.createdAt, business.timeZone)} (${business.timeZoneName})`;
}

/** The ZIP code or town and the timing, when the visitor gave them. */
function projectLines(lead: ContactLead): [string, string][] {
  const out: [string, string][] = [];
  if (lead.location) {
    const where =
      lead.inServiceArea === true
        ? `inside the service area (about ${lead.distanceMiles} miles)`
        : lead.inServiceArea === false
          ? `OUTSIDE the service area (about ${lead.distanceMiles} miles)`
          : "not found on the map";
    out.push(["Where", `${lead.location}, ${where}`]);
  }
  if (lead.timing) out.push(["Timing", lead.timing]);
  return out;
}

export function ownerNotification(lead: Lead, { siteUrl, profile }: MailContext, to: string[]): OutgoingMail {
  const dashboard = `${siteUrl}/admin`;
  if (lead.kind === "contact") {
    return {
      to,
      replyTo: lead.email,
      subject: `New contact request from ${lead.name} (${lead.service})`,
      text: [
        "A new contact request came in through the website.",
        "",
        lines([
          ["Name", lead.name],
          ["Email", lead.email],
          ["Phone", lead.phone],
          ["Service", lead.service],
          ...projectLines(lead),
          ["Received", received(lead, profile)],
        ]),
        "",
        "Message:",
        lead.message,
        "",
        ...(lead.photoCount
          ? [
              // No attachment and no public link: the photos stay behind the admin's sign-in.
              `${lead.photoCount === 1 ? "1 photo came" : `${lead.photoCount} photos came`} with this request. See ${lead.photoCount === 1 ? "it" : "them"} in the dashboard (sign-in needed): ${dashboard}?q=${encodeURIComponent(lead.email)}`,
              "",
            ]
          : []),
        ...(lead.refusedPhotos?.length
          ? [
              `${lead.refusedPhotos.length === 1 ? "1 photo" : `${lead.refusedPhotos.length} photos`} sent with it could not be used (the request was kept without ${lead.refusedPhotos.length === 1 ? "it" : "them"}):`,
              ...lead.refusedPhotos.map((photo) => `- ${photo.name}: ${photo.reason}`),
              "",
            ]
          : []),
        "Where it came from:",
        origin(lead),
        "",
        `Reply to this e-mail to answer ${lead.name}, or open the dashboard: ${dashboard}`,
      ].join("\n"),
    };
  }
  return {
    to,
    replyTo: lead.yourEmail,
    subject: `New nomination: ${lead.nomineeName}, nominated by ${lead.yourName}`,
    text: [
      "A new nomination for the community painting program came in through the website.",
      "",
      "Nominated by",
      lines([
        ["Name", lead.yourName],
        ["Email", lead.yourEmail],
        ["Phone", lead.yourPhone],
        ["Relationship", lead.relationship],
      ]),
      "",
      "Nominee",
      lines([
        ["Name", lead.nomineeName],
        ["Address", lead.nomineeAddress],
        ["Phone", lead.nomineePhone ?? "not given"],
      ]),
      "",
      `Received: ${received(lead, profile)}`,
      "",
      "Why they deserve it:",
      lead.reason,
      "",
      "Where it came from:",
      origin(lead),
      "",
      `Reply to this e-mail to answer ${lead.yourName}, or open the dashboard: ${dashboard}`,
    ].join("\n"),
  };
}

export function visitorConfirmation(lead: Lead, { siteUrl, profile }: MailContext): OutgoingMail {
  const { business, claims } = profile;
  const signature = ["", `${business.name}`, `${business.phone.display} · ${business.email}`, siteUrl].join(
    "\n",
  );
  if (lead.kind === "contact") {
    return {
      to: [lead.email],
      subject: `We received your message - ${business.name}`,
      // Nothing the visitor typed is repeated: whoever types a stranger's address into the
      // form cannot make the site send that stranger their words (no spam relay).
      text: [
        "Hello,",
        "",
        `Thank you for contacting ${business.name} about ${lead.service.toLowerCase()}. We received your message and will get back to you ${claims.responseTime} during business hours.`,
        "",
        "What happens next:",
        "1. We call or e-mail you to talk about the project and answer your questions.",
        "2. We set up a free estimate at a time that suits you, and look at the job in person.",
        "3. You get a written estimate with the price and the timing, with no pressure to decide.",
        "",
        `If your project is urgent, or you would rather talk now, call us at ${business.phone.display}.`,
        signature,
      ].join("\n"),
    };
  }
  return {
    to: [lead.yourEmail],
    subject: `Thank you for your nomination - ${business.name}`,
    text: [
      "Hello,",
      "",
      `Thank you for your nomination for our community painting program. We read every nomination, and we reach out to the person nominated before anything goes ahead.`,
      signature,
    ].join("\n"),
  };
}
