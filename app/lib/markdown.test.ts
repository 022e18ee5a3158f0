import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "~/lib/markdown";

const SITE = "https://www.advancedpainting.example";
const render = (source: string) => renderMarkdown(source, SITE);

const forbiddenElements = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "style",
  "form",
  "svg",
  "math",
  "base",
  "meta",
  "link",
]);
const urlAttributes = new Set([
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "srcset",
  "poster",
  "data",
]);

/** What makes `html` unsafe, read as a browser reads it; empty when it is safe. */
function dangers(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}`).window;
  const found: string[] = [];
  for (const element of document.querySelectorAll("*")) {
    const name = element.localName.toLowerCase();
    if (forbiddenElements.has(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const attr = attribute.name.toLowerCase();
      if (attr.startsWith("on")) found.push(`${name}[${attr}]`);
      // Browsers ignore whitespace and control characters inside a scheme.
      const value = attribute.value.toLowerCase().replace(/[\s\p{Cc}]/gu, "");
      if (urlAttributes.has(attr) && /^(?:javascript|vbscript|data):/.test(value)) {
        found.push(`${name}[${attr}=${value}]`);
      }
    }
  }
  return found;
}

const b64Script = "PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==";

const payloads = [
  // Raw HTML: shown as text, never parsed.
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<scr<script>ipt>alert(1)</script>",
  "<<script>script>alert(1)<</script>/script>",
  "<img src=x onerror=alert(1)>",
  '<IMG SRC="javascript:alert(1)">',
  '<img src="jav&#x09;ascript:alert(1)">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe/src="data:text/html,<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  `<object data="data:text/html;base64,${b64Script}"></object>`,
  '<embed src="javascript:alert(1)">',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<!--<script>alert(1)</script>-->",
  "Text\n\n<div>\n<script>alert(1)</script>\n</div>",
  // Markdown links.
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](java&#x09;script:alert(1))",
  "[x](java&#9;script:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](&#x6A;&#x61;vascript:alert(1))",
  "[x](javascript&colon;alert(1))",
  "[x](javas%09cript:alert(1))",
  "[x](vbscript:msgbox(1))",
  "[x](VBScript:msgbox(1))",
  `[x](data:text/html;base64,${b64Script})`,
  "[x](<java script:alert(1)>)",
  "[x](<java\tscript:alert(1)>)",
  "[x](java\nscript:alert(1))",
  "[x]( javascript:alert(1))",
  "[x](\u0001javascript:alert(1))",
  '[x](javascript:alert(1) "title")',
  "[x][ref]\n\n[ref]: javascript:alert(1)",
  '[ref]\n\n[ref]: JavaScript:alert(1) "t"',
  "[ref][]\n\n[ref]: <data:text/html,<script>alert(1)</script>>",
  "<javascript:alert(1)>",
  "<JAVASCRIPT:alert(1)>",
  "<vbscript:msgbox(1)>",
  `<data:text/html;base64,${b64Script}>`,
  "[<img src=x onerror=alert(1)>](http://x.example)",
  // Images.
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  "![x](vbscript:msgbox(1))",
  '![x"onerror="alert(1)](x.png)',
  '![a](http://x.example/a.png" onerror="alert(1))',
  // Attribute injection through titles, URLs and code info strings.
  '[a](http://x.example "\\" onmouseover=alert(1) x=\\"")',
  "[a](http://x.example 'x\" onmouseover=\"alert(1)')",
  '[a](http://x.example "a \'b\' \\"c\\" onclick=alert(1)")',
  '[a](http://x.example" onmouseover="alert(1))',
  '[a](<http://x.example" onmouseover="alert(1)>)',
  '```js" onclick="alert(1)\ncode\n```',
  "```<script>alert(1)</script>\ncode\n```",
  // Entities, code and tables.
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "`<script>alert(1)</script>`",
  "| a |\n| --- |\n| <script>alert(1)</script> |",
  "| [x](javascript:alert(1)) |\n| --- |\n| b |",
  // Linkified text.
  "javascript:alert(1)",
  'www.evil.example/"onmouseover="alert(1)',
  "https://evil.example/<script>alert(1)</script>",
];

describe("the XSS checker", () => {
  it("flags known-bad HTML, so the corpus test can fail", () => {
    expect(dangers("<script>alert(1)</script>")).toEqual(["<script>"]);
    expect(dangers("<img src=x onerror=alert(1)>")).toEqual(["img[onerror]"]);
    expect(dangers('<a href=" java\tscript:alert(1)">x</a>')).toEqual(["a[href=javascript:alert(1)]"]);
    expect(dangers('<a href="JAVA&#x0A;SCRIPT:alert(1)">x</a>')).toHaveLength(1);
    expect(dangers(`<iframe src="data:text/html;base64,${b64Script}"></iframe>`)).toHaveLength(2);
    expect(dangers('<p>safe <a href="/contact">link</a></p>')).toEqual([]);
  });
});

describe("renderMarkdown against XSS", () => {
  it("has a corpus of at least 40 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(40);
  });
  it.each(payloads)("renders %j harmlessly", (payload) => {
    expect(dangers(render(payload))).toEqual([]);
  });
  it("shows raw HTML as text", () => {
    expect(render("<b>hi</b>")).toBe("<p>&lt;b&gt;hi&lt;/b&gt;</p>\n");
  });
  it("leaves a refused link as text", () => {
    expect(render("[x](javascript:alert(1))")).toBe("<p>[x](javascript:alert(1))</p>\n");
  });
});

describe("renderMarkdown", () => {
  it("renders headings, paragraphs, emphasis and lists", () => {
    const html = render(
      "## Prep\n\nSome **bold** and *em* text.\n\n### Steps\n\n- one\n- two\n\n1. first\n2. second\n",
    );
    expect(html).toBe(
      "<h2>Prep</h2>\n<p>Some <strong>bold</strong> and <em>em</em> text.</p>\n<h3>Steps</h3>\n" +
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n",
    );
  });
  it("renders blockquotes and code", () => {
    expect(render("> Tip")).toBe("<blockquote>\n<p>Tip</p>\n</blockquote>\n");
    expect(render("Use `primer` first")).toBe("<p>Use <code>primer</code> first</p>\n");
  });
  it("renders GFM tables", () => {
    const html = render("| Room | Days |\n| --- | --: |\n| Kitchen | 2 |\n");
    const { document } = new JSDOM(html).window;
    expect([...document.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["Room", "Days"]);
    expect([...document.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["Kitchen", "2"]);
  });
  it("keeps site-relative, fragment, mailto and tel links as they are", () => {
    expect(render("[Contact us](/contact)")).toBe('<p><a href="/contact">Contact us</a></p>\n');
    expect(render("[FAQ](#faq)")).toContain('<a href="#faq">FAQ</a>');
    expect(render("[Mail](mailto:info@example.com)")).toContain('<a href="mailto:info@example.com">');
    expect(render("[Call](tel:+15550100)")).toContain('<a href="tel:+15550100">');
    expect(render('[Quote](/contact "Free estimate")')).toContain(
      '<a href="/contact" title="Free estimate">',
    );
  });
  it("marks links to another site noopener noreferrer, without a new tab", () => {
    expect(render("[Paint](https://paint.example/guide)")).toBe(
      '<p><a href="https://paint.example/guide" rel="noopener noreferrer">Paint</a></p>\n',
    );
    expect(render("See https://paint.example/guide today")).toContain(
      '<a href="https://paint.example/guide" rel="noopener noreferrer">',
    );
    expect(render("[x](https://paint.example)")).not.toContain("target");
  });
  it("leaves absolute links to the site itself alone", () => {
    const own = new URL(SITE);
    expect(render(`[Home](${SITE}/contact)`)).toBe(`<p><a href="${SITE}/contact">Home</a></p>\n`);
    const apex = `${own.protocol}//${own.hostname.replace(/^www\./, "")}/`;
    expect(render(`[Home](${apex})`)).not.toContain("rel=");
  });
  it("refuses other schemes and protocol-relative URLs", () => {
    for (const url of ["ftp://x.example/f", "file:///etc/passwd", "//evil.example/x", "foo:bar"]) {
      expect(render(`[x](${url})`), url).not.toContain("<a");
    }
    // A backslash is percent-encoded, so "/\host" stays a path on the site.
    expect(render("[x](/\\\\evil.example)")).toContain('href="/%5Cevil.example"');
  });
  it("renders pictures lazily, with their alt text, from the site only", () => {
    expect(render('![A fresh wall](/images/wall.jpg "After")')).toBe(
      '<p><img src="/images/wall.jpg" alt="A fresh wall" title="After" loading="lazy" decoding="async"></p>\n',
    );
    expect(render(`![Wall](${new URL("/img/wall.jpg", SITE)})`)).toContain("<img");
    // Another host is not in the page's policy, and would learn who reads the post: the alt text stays.
    expect(render("![Wall](https://cdn.example/wall.jpg)")).toBe("<p>Wall</p>\n");
    expect(render("![A dot](data:image/png;base64,iVBORw0KGgo=)")).not.toContain("<img");
    expect(render("![Mail *us*](mailto:info@example.com)")).toBe("<p>Mail us</p>\n");
  });
});

describe("markdownToText", () => {
  it("keeps the words, without tags, one space apart", () => {
    expect(
      markdownToText(
        "## Prep\n\nSome **bold** text & a [link](/x).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| c | d |",
      ),
    ).toBe("Prep Some bold text & a link. one two a b c d");
  });
  it("does not split words at inline formatting", () => {
    expect(markdownToText("**Pro**fessional `code`s")).toBe("Professional codes");
  });
  it("decodes entities once", () => {
    expect(markdownToText("Write `&lt;` for < and \"quotes\" & 'apostrophes'")).toBe(
      "Write &lt; for < and \"quotes\" & 'apostrophes'",
    );
    expect(markdownToText("<b>raw</b>")).toBe("<b>raw</b>");
  });
});

describe("readingMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
  it("is at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("short")).toBe(1);
  });
  it("rounds to whole minutes at 225 words a minute", () => {
    expect(readingMinutes(words(337))).toBe(1);
    expect(readingMinutes(words(338))).toBe(2);
    expect(readingMinutes(words(1125))).toBe(5);
  });
  it("takes another reading speed", () => {
    expect(readingMinutes(words(100), 50)).toBe(2);
  });
});
