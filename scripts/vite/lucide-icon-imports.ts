import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const iconFile = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;

/**
 * Two rewrites for the icon package (lucide-react), in the server and client
 * builds alike so their markup matches:
 *
 * - `import { Mail, Phone } from "lucide-react"` in the app becomes one import
 *   per icon file (`lucide-react/icons/mail`). The bundle is the same, but the
 *   module graph then names only the icons a file uses, so the chunk grouping
 *   in vite.config.ts can tell which icons the layout needs (through the
 *   package's index every icon looks reachable).
 * - Each icon file builds its component with app/components/ui/icon.ts
 *   instead of the package's factory: same markup and props, far less code.
 */
export function lucideIconImports(root: string): Plugin {
  const factory = path.join(root, "app/components/ui/icon.ts");
  let files: Map<string, string> | undefined;
  const iconFiles = () => {
    if (files) return files;
    files = new Map();
    const require = createRequire(path.join(root, "package.json"));
    const index = path.join(
      path.dirname(require.resolve("lucide-react/package.json")),
      "dist/esm/lucide-react.mjs",
    );
    for (const match of readFileSync(index, "utf8").matchAll(
      /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
    )) {
      for (const alias of (match[1] ?? "").split(",")) {
        const name = /default as (\w+)/.exec(alias)?.[1];
        if (name) files.set(name, match[2] ?? "");
      }
    }
    return files;
  };
  return {
    name: "lucide-icon-imports",
    enforce: "post",
    transform: {
      filter: { code: "lucide" },
      handler(code, id) {
        if (iconFile.test(id)) {
          const own = code
            .replace(
              /import createLucideIcon from '\.\.\/createLucideIcon\.mjs';/,
              `import { createIcon as createLucideIcon } from ${JSON.stringify(factory)};`,
            )
            .replace(/= createLucideIcon\(/, "= /* @__PURE__ */ createLucideIcon(")
            // A bare property read counts as a side effect and would keep unused icons.
            .replace(/^__iconData\.node;$/m, "");
          if (!own.includes(factory)) this.error(`Unexpected icon file layout: ${id}`);
          return { code: own, map: null };
        }
        if (id.includes("node_modules")) return null;
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
              lines.push(`import ${local} from "lucide-react/icons/${file}";`);
            }
            return lines.join("\n");
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
