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

describe("the icon plugin (scripts/vite/lucide-icon-imports.ts)", () => {
  // Canary for docs/decisions/0007-icons-from-package-data.md: the plugin reads the
  // package's files; a release that lays them out differently fails here.
  it("finds the drawing of every icon the app imports in the installed package", async () => {
    const { globSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const { lucideIconImports } = await import("../../scripts/vite/lucide-icon-imports.ts");
    const root = path.resolve(import.meta.dirname, "..", "..");
    const names = new Set<string>();
    for (const file of globSync("app/**/*.{ts,tsx}", { cwd: root })) {
      const source = readFileSync(path.join(root, file), "utf8");
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
        for (const part of (match[1] ?? "").split(",")) {
          const name = part.trim();
          if (name && !name.startsWith("type ")) names.add(name.split(/\s+as\s+/)[0] ?? name);
        }
      }
    }
    expect(names.size).toBeGreaterThan(40);
    const plugin = lucideIconImports(root);
    const transform = plugin.transform as { handler: (code: string) => { code: string } | null };
    // The package name is put together so the plugin, which also runs on this file, leaves the text alone.
    const pkg = ["lucide", "react"].join("-");
    const result = transform.handler(`import { ${[...names].join(", ")} } from "${pkg}";`);
    expect(result?.code).not.toContain(pkg);
    expect(result?.code.match(/__createIcon\(\{/g)).toHaveLength(names.size);
  });
});
