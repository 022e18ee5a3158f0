import type { Content } from "~/features/content/index.server";
import { fillFacts } from "~/lib/facts";
import { formatLastUpdated } from "~/lib/format-date";
import { renderMarkdown } from "~/lib/markdown";
import { dayIn } from "~/lib/zoned-time";
import { legalTextsUpdated } from "~/seed/legal";

type LegalKey = "legal.privacy" | "legal.terms";

/** A legal page as it shows: its opening, then numbered sections, each rendered from the owner's Markdown. */
export interface LegalDocumentView {
  title: string;
  introHtml: string;
  sections: { heading: string; html: string }[];
}

/**
 * Cuts a legal text at its `## ` headings: what comes before the first is the
 * opening; each heading starts a section of the page's contents list. Each
 * part is rendered on its own (raw HTML off, links allow-listed: lib/markdown).
 */
export function legalDocument(title: string, markdown: string, siteUrl: string): LegalDocumentView {
  const parts: { heading: string; lines: string[] }[] = [{ heading: "", lines: [] }];
  for (const line of markdown.split("\n")) {
    const heading = /^##[ \t]+(.+?)[ \t#]*$/.exec(line)?.[1];
    if (heading) parts.push({ heading, lines: [] });
    else parts.at(-1)?.lines.push(line);
  }
  const [opening, ...sections] = parts;
  const html = (lines: string[]) => renderMarkdown(lines.join("\n"), siteUrl);
  return {
    title,
    introHtml: html(opening?.lines ?? []),
    sections: sections.map((section) => ({ heading: section.heading, html: html(section.lines) })),
  };
}

/** A legal page's text as the owner wrote it (or the specification's), names and figures filled in. */
export function legalPage(content: Content, key: LegalKey, title: string) {
  const { site } = content;
  return {
    doc: legalDocument(title, fillFacts(content.text(key), site), site.siteUrl),
    lastUpdated: legalLastUpdated(content, key),
  };
}

/**
 * A legal page's Last Updated date: its text's (the specification's, or the
 * owner's last save), or the business facts' it quotes, whichever is later.
 */
export function legalLastUpdated(
  content: Pick<Content, "siteUpdatedAt" | "profile" | "textSavedAt">,
  key: LegalKey,
) {
  const zone = content.profile.business.timeZone;
  const saved = content.textSavedAt(key);
  const days = [
    legalTextsUpdated,
    dayIn(zone, content.siteUpdatedAt),
    ...(saved ? [dayIn(zone, saved)] : []),
  ];
  const day = days.reduce((latest, next) => (next > latest ? next : latest));
  return formatLastUpdated(new Date(`${day}T12:00:00`));
}
