import type { ImageRef } from "./image-variants";
import type { FieldIssue } from "./schemas/fields";
import { whenUnsent } from "./unsent-post";

/**
 * What the admin's pages share between the browser and the server: the
 * messages of the sign-in and the dashboard (spec 001 §8), the Content
 * sections, and the answer to a change that was or was not made.
 */

export const adminMessages = {
  invalidCredentials: "Invalid credentials",
  accessDenied: "Access denied. Admin privileges required.",
  loginFailed: "Login failed",
  /** Any other change whose post never reached the server. */
  unsent: "The change could not be sent. Check your connection and try again.",
  loginSuccess: "Login successful",
  loggedOut: "Logged out successfully",
  contactsLoadFailed: "Failed to load contact submissions",
  nominationsLoadFailed: "Failed to load nominations",
  invalidCode: "That code did not match. Check your authenticator app and try again.",
  codeExpired: "The sign-in took too long. Please enter your e-mail and password again.",
  codeUsed: "That code was already used. Sign in again and enter the next code your authenticator app shows.",
} as const;

export const contentSections = [
  {
    path: "/admin/content/profile",
    title: "Business profile",
    blurb: "Name, phone, e-mail, address, hours, links and the figures the pages quote.",
  },
  {
    path: "/admin/content/testimonials",
    title: "Testimonials",
    blurb: "What customers said, where each one shows, in your order.",
  },
  {
    path: "/admin/content/gallery",
    title: "Gallery",
    blurb: "Photos of finished jobs from your phone, before/after pairs, in your order.",
  },
  {
    path: "/admin/content/services",
    title: "Services",
    blurb: "What you offer: add, reword, price, reorder or hide a service and its page.",
  },
  {
    path: "/admin/content/cities",
    title: "City pages",
    blurb:
      "Add a town, give each page something of its own, hide a town you no longer serve or merge it into a neighbour; the other communities.",
  },
  {
    path: "/admin/content/texts",
    title: "Page texts",
    blurb: "Your story on the about page, the home page's section intros, the warranty's opening.",
  },
  {
    path: "/admin/content/faq",
    title: "Questions",
    blurb: "The questions and answers on the FAQ page and the contact page, in your order.",
  },
  {
    path: "/admin/content/openings",
    title: "Job openings",
    blurb: "The positions on the careers page, with the dates they are open.",
  },
  {
    path: "/admin/content/blog",
    title: "Blog",
    blurb: "Write, schedule and publish articles; add categories.",
  },
] as const;

/** A one-time message carried over a redirect (e.g. "Login successful", "Testimonial saved."). */
export interface Flash {
  message: string;
  kind: "success" | "error";
  /** A link the owner passes on himself, because no e-mail carried it (e-mail is not set up, say). */
  link?: PassOnLink;
}

/** A customer's (or a teammate's) link shown to the owner to copy, or to text from his phone. */
export interface PassOnLink {
  url: string;
  /** Whom it is for, e.g. "Jane Doe". */
  to: string;
  /** An `sms:` address with the link in a message, when they have a phone number. */
  sms?: string;
  /** The page (path) it is shown on: the one the redirect went to, and no other. */
  page: string;
}

/** The answer to a change the server did not make, or to a preview. */
export interface ContentFormResult {
  ok: boolean;
  message: string;
  /** Each problem, beside its field (the field's name is its path, e.g. business.phone.display). */
  issues: FieldIssue[];
  /** What was sent, to show again in the form. */
  values?: Record<string, unknown>;
  /** Someone else saved the record first. */
  conflict?: boolean;
  /** A post's body rendered, for the preview of a form sent without JavaScript. */
  preview?: string;
  /** The photo sent with that preview (stored, not yet the post's). */
  previewImage?: ImageRef;
  /** The post never reached the server: nothing changed there. */
  unsent?: boolean;
}

/** A value of a nested object by its field path, as a form field shows it (lists one per line). */
export function fieldValue(values: unknown, path: string): string {
  let node: unknown = values;
  for (const segment of path.split(".")) {
    if (node === null || typeof node !== "object") return "";
    node = (node as Record<string, unknown>)[segment];
  }
  if (Array.isArray(node)) return node.filter((item) => typeof item === "string").join("\n");
  if (node === null || node === undefined) return "";
  return String(node);
}

/** One value an edit changed, as the activity log shows it. */
export interface Change {
  field: string;
  before: string;
  after: string;
}

/** An authenticator app being set up: shown until the owner confirms a first code. */
export interface Enrolment {
  totpUri: string;
  /** The QR code of `totpUri`, as SVG markup made on the server. */
  qrSvg: string;
  /** The secret for typing in by hand. */
  secret: string;
  backupCodes: string[];
}

/** What the dashboard's actions answer. */
export interface AdminActionResult {
  ok: boolean;
  message: string;
  /** The sign-in step to show next (sign-in answers only). */
  step?: "password" | "code";
  /** The post never reached the server (the connection dropped): nothing changed there. */
  unsent?: boolean;
  enrolment?: Enrolment;
}

/** The admin's forms (every admin route with an action exports it as its `clientAction`). */
export function keepFormWhenUnsent({ serverAction }: { serverAction: () => Promise<unknown> }) {
  return whenUnsent(
    // An admin action answers a ContentFormResult or redirects.
    () => serverAction() as Promise<ContentFormResult>,
    (): ContentFormResult => ({ ok: false, unsent: true, message: adminMessages.unsent, issues: [] }),
  );
}
