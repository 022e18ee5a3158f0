// Rewritten by the build's icon plugin (also in vitest.config.ts) to the app's own factory.
import { Mail } from "lucide-react";
import LucideMail from "lucide-react/icons/mail";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

/** The markup's elements with their attributes sorted: the order of attributes does not matter. */
function normalise(html: string): string[] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes = ""]) => {
    const pairs = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(
      ([, name, value]) => `${name}=${value}`,
    );
    return `${tag} ${pairs.sort().join(" ")}`;
  });
}

describe("icons drawn by the app's factory", () => {
  it("are not the package's own components (the plugin is in use)", () => {
    expect(Mail).not.toBe(LucideMail);
  });

  const cases: [string, Record<string, unknown>][] = [
    ["decorative", { className: "size-4" }],
    ["labelled", { "aria-label": "E-mail", className: "size-5" }],
    ["sized and coloured", { size: 32, color: "red", strokeWidth: 1.5 }],
    ["absolute stroke width", { size: 48, strokeWidth: 2, absoluteStrokeWidth: true }],
  ];
  for (const [name, props] of cases) {
    it(`match the package's markup: ${name}`, () => {
      const own = renderToStaticMarkup(createElement(Mail, props));
      const theirs = renderToStaticMarkup(createElement(LucideMail, props));
      expect(normalise(own)).toEqual(normalise(theirs));
    });
  }
});
