import type { FieldIssue } from "./schemas/fields";

/**
 * What the admin's Content pages share between the browser and the server:
 * the sections, and the answer to a change that was not made.
 */

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
