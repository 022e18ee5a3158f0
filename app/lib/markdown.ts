import MarkdownIt from "markdown-it";

/*
 * Blog Markdown to HTML, the same in the browser (the admin editor's preview)
 * and on the server (the post page). The Markdown is untrusted: `html: false`
 * shows raw HTML as text, and every link or image URL must pass `urlKind`.
 */

type UrlKind = "web" | "contact" | "relative";

/**
 * What a link or image URL is, or null when it is refused. An allow-list,
 * not a block-list: http(s), mailto and tel, and site-relative or fragment
 * URLs. Whitespace and control characters are removed first, as browsers
 * ignore them inside a scheme ("java\tscript:"); entities are already decoded
 * and the URL percent-encoded by markdown-it. Protocol-relative URLs
 * ("//host", "/\host") are refused: authors write https:// for another site,
 * and a link that leaves the site is then always recognisable as one.
 */
function urlKind(url: string): UrlKind | null {
  const clean = url.replace(/[\s\p{Cc}]/gu, "").toLowerCase();
  if (/^[/\\]{2}/.test(clean)) return null;
  // A colon before any / ? # ends a scheme; anything else is a path.
  const end = clean.search(/[:/?#]/);
  if (end === -1 || clean[end] !== ":") return "relative";
  const scheme = clean.slice(0, end);
  if (scheme === "http" || scheme === "https") return "web";
  if (scheme === "mailto" || scheme === "tel") return "contact";
  return null;
}

const bareHost = (host: string) => host.replace(/^www\./, "");

/** What a render knows of the site: its own host (links to it are not "external"). */
type RenderEnv = {
  ownHost: string;
};

function isExternal(href: string, env: RenderEnv): boolean {
  const url = URL.parse(href);
  return url === null || bareHost(url.hostname) !== env.ownHost;
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// A refused URL leaves its Markdown as plain text.
md.validateLink = (url) => urlKind(url) !== null;

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  // Another site gets no window.opener and no referrer; it still opens in place.
  if (urlKind(href) === "web" && isExternal(href, env as RenderEnv))
    token.attrSet("rel", "noopener noreferrer");
  return self.renderToken(tokens, idx, options);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const kind = urlKind(src);
  // Pictures come from the site itself: another host is not in the page's
  // policy and would learn who reads the post. mailto: and tel: are no picture.
  // Otherwise the alt text stays.
  const ownPicture = kind === "relative" || (kind === "web" && !isExternal(src, env as RenderEnv));
  if (!ownPicture) {
    return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  }
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return defaultImage(tokens, idx, options, env, self);
};

/** The HTML of a post body. */
export function renderMarkdown(source: string, siteUrl: string): string {
  const env: RenderEnv = { ownHost: bareHost(new URL(siteUrl).hostname) };
  return md.render(source, env);
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The body as plain text, for the search index and reading time. */
export function markdownToText(source: string): string {
  return (
    md
      .render(source, { ownHost: "" } satisfies RenderEnv)
      // Inline tags sit inside words ("**Pro**fessional"); other tags separate words.
      .replace(/<\/?(?:a|code|em|s|strong)\b[^>]*>/g, "")
      .replace(/<[^>]*>/g, " ")
      // One pass, so "&amp;lt;" becomes "&lt;", not "<".
      .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Whole minutes to read `text`, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = 225): number {
  const words = text.split(" ").length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
