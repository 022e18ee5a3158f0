import { describe, expect, it } from "vitest";
import { legalMarkdown, privacyPolicy, termsOfService } from "~/seed/legal";
import { legalDocument } from "./legal.server";

const site = "https://www.example.test";

describe("a legal page from the owner's Markdown", () => {
  it("shows the specification's documents as they always were: the opening, then each section with its lists", () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      const view = legalDocument(doc.title, legalMarkdown(doc), site);
      expect(view.sections.map((section) => section.heading)).toEqual(doc.sections.map((s) => s.heading));
      expect(view.introHtml).toBe(`<p>${htmlEscaped(doc.intro)}</p>\n`);
      for (const [index, section] of doc.sections.entries()) {
        const html = view.sections[index]?.html ?? "";
        const lists = section.body.filter((paragraph) => paragraph.startsWith("- "));
        expect(html.match(/<ul>/g)?.length ?? 0).toBe(lists.length);
        const items = lists.flatMap((list) => list.split("\n"));
        expect(html.match(/<li>/g)?.length ?? 0).toBe(items.length);
      }
    }
  });

  it("starts a section at each '## ' heading only, and keeps the rest as the owner wrote it", () => {
    const view = legalDocument(
      "Terms",
      "Opening words.\n\n## First part ##\n\nSome **bold** text.\n\n### A smaller heading\n\n- one\n- two\n\n## Second part\n\nA [link](https://www.example.test/contact).",
      site,
    );
    expect(view.introHtml).toBe("<p>Opening words.</p>\n");
    expect(view.sections.map((section) => section.heading)).toEqual(["First part", "Second part"]);
    expect(view.sections[0]?.html).toContain("<strong>bold</strong>");
    expect(view.sections[0]?.html).toContain("<h3>A smaller heading</h3>");
    expect(view.sections[0]?.html).toContain("<li>two</li>");
    expect(view.sections[1]?.html).toContain('<a href="https://www.example.test/contact">link</a>');
  });

  it("shows raw HTML as text and drops links that are not web, e-mail or phone addresses", () => {
    const view = legalDocument(
      "Terms",
      "## Part\n\n<script>alert(1)</script> [x](javascript:alert(1))",
      site,
    );
    expect(view.sections[0]?.html).not.toContain("<script");
    expect(view.sections[0]?.html).toContain("&lt;script&gt;");
    expect(view.sections[0]?.html).not.toContain("href");
  });

  it("is all opening when there is no heading", () => {
    const view = legalDocument("Terms", "Just one paragraph.", site);
    expect(view.sections).toEqual([]);
    expect(view.introHtml).toBe("<p>Just one paragraph.</p>\n");
  });
});

function htmlEscaped(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
