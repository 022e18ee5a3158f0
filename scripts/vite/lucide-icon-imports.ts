import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Icons from the icon package (lucide-react) without its runtime and without
 * a file per icon: in the server and client builds alike (so their markup
 * matches), `import { Mail, Phone } from "lucide-react"` in the app becomes
 *
 *   const Mail = createIcon({ name: "mail", node: [...] });
 *
 * with the drawing copied from the package and app/lib/icons.ts
 * (same markup and props as the package's components) making the component.
 * A shared icon would otherwise be its own tiny file, each costing a request
 * and compressing poorly; copies inside a page's own chunks cost less. The
 * module graph then also names only the icons a file uses, which the chunk
 * grouping in vite.config.ts relies on.
 */
export function lucideIconImports(root: string): Plugin {
  const factory = path.join(root, "app/lib/icons.ts");
  const require = createRequire(path.join(root, "package.json"));
  const esm = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
  let files: Map<string, string> | undefined;
  const iconFiles = () => {
    if (files) return files;
    files = new Map();
    const index = readFileSync(path.join(esm, "lucide-react.mjs"), "utf8");
    for (const match of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const alias of (match[1] ?? "").split(",")) {
        const name = /default as (\w+)/.exec(alias)?.[1];
        if (name) files.set(name, match[2] ?? "");
      }
    }
    return files;
  };
  const drawings = new Map<string, string>();
  /** The `{ name, size, node }` literal of an icon file, following alias files. */
  const drawing = (file: string): string => {
    const known = drawings.get(file);
    if (known) return known;
    const source = readFileSync(path.join(esm, "icons", `${file}.mjs`), "utf8");
    const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(source)?.[1];
    const literal = alias ? drawing(alias) : /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
    if (!literal) throw new Error(`Unexpected icon file layout: ${file}`);
    drawings.set(file, literal);
    return literal;
  };
  return {
    name: "lucide-icon-imports",
    enforce: "post",
    transform: {
      // Not its own source (whose comments show such an import), nor the packages.
      filter: { id: { exclude: [/node_modules/, /[\\/]scripts[\\/]vite[\\/]/] }, code: "lucide-react" },
      handler(code) {
        let used = false;
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
          (whole, list: string) => {
            const lines: string[] = [];
            for (const part of list.split(",")) {
              const spec = part.trim();
              if (!spec) continue;
              const [imported = "", local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
              const file = iconFiles().get(imported);
              if (!file) return whole; // not an icon (a type or helper): leave the statement alone
              lines.push(`const ${local} = /* @__PURE__ */ __createIcon(${drawing(file)});`);
            }
            used = true;
            return lines.join("\n");
          },
        );
        if (!used) return null;
        return {
          code: `import { createIcon as __createIcon } from ${JSON.stringify(factory)};\n${rewritten}`,
          map: null,
        };
      },
    },
  };
}
