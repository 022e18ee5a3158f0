/** Marking search terms in result text; the page renders the parts, so everything else stays escaped. */

export interface TextPart {
  text: string;
  mark: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Words of a search, lowercased, without duplicates or one-letter noise. */
export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((w) => w.replace(/^['’]+|['’]+$/g, ""))
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

/**
 * Splits `text` into marked and unmarked parts: a word is marked where it
 * starts with one of the terms (so "paint" marks "Painting"), ignoring case.
 */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  if (terms.length === 0 || text === "") return text ? [{ text, mark: false }] : [];
  const sorted = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join("|")})[\\p{L}\\p{N}]*`, "giu");
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/**
 * About `length` characters of `text` around the first term it contains,
 * cut at word boundaries with an ellipsis where text was left out.
 */
export function snippet(text: string, terms: string[], length = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const lower = clean.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = clean.indexOf(" ", start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "… " : ""}${clean.slice(start, end)}${end < clean.length ? " …" : ""}`;
}
