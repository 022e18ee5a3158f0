import { href, type Params, useMatches } from "react-router";

/**
 * What an admin route declares about itself (its `handle`): its title (for
 * the page's <title>) and the page it sits under, from which the layout
 * draws the breadcrumbs. The frame itself (header, navigation, messages,
 * headers, errors) belongs to the admin layout route.
 */
export interface AdminHandle {
  title: string | ((params: Params) => string);
  /** The page one level up: the Content area or one of its lists, or the quotes. */
  under?: AdminParent;
  /** The <meta name="description"> when not the Content area's. */
  description?: string;
}

const parents = {
  content: { to: href("/admin/content"), label: "Content" },
  profile: { to: href("/admin/content/profile"), label: "Business profile" },
  testimonials: { to: href("/admin/content/testimonials"), label: "Testimonials" },
  openings: { to: href("/admin/content/openings"), label: "Job openings" },
  faq: { to: href("/admin/content/faq"), label: "Questions" },
  texts: { to: href("/admin/content/texts"), label: "Page texts" },
  services: { to: href("/admin/content/services"), label: "Services" },
  cities: { to: href("/admin/content/cities"), label: "City pages" },
  blog: { to: href("/admin/content/blog"), label: "Blog" },
  gallery: { to: href("/admin/content/gallery"), label: "Gallery" },
  quotes: { to: href("/admin/quotes"), label: "Quotes" },
  money: { to: href("/admin/money"), label: "Money" },
} as const;

type AdminParent = keyof typeof parents;

export interface Crumb {
  to: string;
  label: string;
}

/** Parents that are a section of their own (the rest are lists in the Content area). */
const sections = new Set<AdminParent>(["content", "quotes", "money"]);

/** The trail above a page: its section, or the Content area and then the list it belongs to. */
export function trailOf(handle: AdminHandle | undefined): Crumb[] {
  if (!handle?.under) return [];
  if (sections.has(handle.under)) return [parents[handle.under]];
  return [parents.content, parents[handle.under]];
}

export function titleOf(handle: AdminHandle | undefined, params: Params): string | undefined {
  if (!handle) return undefined;
  return typeof handle.title === "function" ? handle.title(params) : handle.title;
}

/** The deepest route's handle, with its params (the page being shown). */
export function useAdminLeaf(): { handle: AdminHandle | undefined; params: Params } {
  const matches = useMatches();
  const leaf = matches.at(-1);
  return { handle: leaf?.handle as AdminHandle | undefined, params: leaf?.params ?? {} };
}
